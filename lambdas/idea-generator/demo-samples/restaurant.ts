import type { VideoIdeaSamples } from './types';

/** Marigold Kitchen's channel: video ideas for a neighbourhood restaurant. */
export const restaurant: VideoIdeaSamples = [
  [
    ['Saturday Brunch, Start to Finish, in One Take', 'Follow the kitchen from the 6 am prep to the last table at 2 pm. Behind-the-scenes service videos hold viewers because they show pressure and skill at once.', 'Behind the scenes, 12-15 minutes', 'Book a brunch table; link in the description', [2, 10]],
    ['Our Head Chef Cooks Her Day-Off Dinner', 'A chef cooking simply at home is relatable and shows personality; end with the one restaurant dish she still makes for herself.', 'Vlog, 8-10 minutes', 'Subscribe for a new home recipe every fortnight', [6, 13]],
    ['Restaurant Pancakes at Home: The Two-Day Method', 'Recipe videos for famous dishes draw steady search traffic; explain why the batter rests overnight and show the difference side by side.', 'Recipe tutorial, 6-8 minutes', 'Try the real thing at weekend brunch', [5, 3]],
    ['What a Delivery App Order Really Costs Us', 'A transparent breakdown of one takeaway order, channel by channel, answers a question many viewers have and explains why ordering direct matters.', 'Explainer, 5-7 minutes', 'Order direct from our site and save 15%', [7, 4]],
    ['Planning a Dinner Party for Eight Like a Chef', 'Hosting content has a large audience; a chef’s timeline from the day before to the first course is practical and shareable.', 'Tutorial, 10-12 minutes', 'Download the free dinner party planner', [9]],
    ['We Rated Every Brunch in the Neighbourhood, Including Ours', 'Local ranking videos are shared by locals; rating our own brunch honestly alongside the others builds trust.', 'Review, 12-15 minutes', 'Tell us your favourite brunch in the comments', [12, 1]],
    ['Ten Years of Running a Family Restaurant', 'A reflective founder story works well for loyal viewers and local press; focus on three decisions that shaped the place.', 'Documentary interview, 15-20 minutes', 'Join us for our anniversary dinner', [15]],
    ['How We Design a Seasonal Menu in Six Weeks', 'Menu design videos reveal craft and decision making; show the tasting, the cuts and the final printed menu.', 'Behind the scenes, 10-12 minutes', 'See this season’s menu', [11, 8]],
  ],
  [
    ['Staff Meal: What We Eat After Service', 'Staff meal videos are popular and humanise the team; each cook makes one dish from leftovers in 20 minutes.', 'Challenge, 10-12 minutes', 'Subscribe for monthly staff meal challenges', [13]],
    ['Slow-Roast Lamb, the Restaurant Way', 'A signature dish recipe draws search traffic and brings viewers to taste the original; show the timings clearly.', 'Recipe tutorial, 8-10 minutes', 'Book Sunday lunch to try ours', [8]],
    ['One Night Behind the Pass, Fully Booked', 'Service-night footage with live audio is gripping; add captions that explain each call.', 'Behind the scenes, 15 minutes', 'Book a table for a weeknight', [10, 2]],
    ['The Sourdough Routine That Feeds 80 Tables', 'Bread videos have a loyal audience; show feeding, shaping and baking, with the schedule on screen.', 'Process video, 8-10 minutes', 'Buy a loaf to take home at the counter', [14]],
    ['A Chef Reacts to Viral Brunch Recipes', 'Reaction videos ride existing interest; a chef testing and correcting viral recipes is entertaining and useful.', 'Reaction, 10-12 minutes', 'Comment the next recipe we should test', [3]],
    ['How Much It Costs to Open a Small Restaurant', 'Cost breakdowns attract aspiring restaurateurs and food fans alike; be specific about the biggest surprises.', 'Explainer, 12-15 minutes', 'Subscribe for more behind-the-numbers videos', [4]],
    ['Menu Secrets: Why Our Menu Is So Short', 'Explaining menu psychology and kitchen logic answers a common question and challenges a belief.', 'Explainer, 6-8 minutes', 'See this season’s menu', [11]],
    ['A Week of Eating Locally, With Our Regulars', 'Following regulars to their favourite local spots builds community and cross-promotion with neighbours.', 'Vlog series, 5 episodes', 'Share your favourite local spot in the comments', [1, 15]],
  ],
];
