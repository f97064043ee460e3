import type { VideoIdeaSamples } from './types';

/** Copperline Plumbing & Heating's channel: video ideas for a family plumbing and heating firm. */
export const trade: VideoIdeaSamples = [
  [
    ['How to Repressurise a Combi Boiler in Five Minutes', 'Low pressure is one of the most searched boiler problems; a clear, safe demonstration helps thousands and builds trust.', 'Tutorial, 5 minutes', 'Book a boiler service if it keeps dropping', [1]],
    ['Bleeding a Radiator Without Making a Mess', 'A tidy step-by-step video answers a winter search and shows respect for customers’ homes.', 'Tutorial, 4 minutes', 'Subscribe for winter heating tips', [2, 9]],
    ['What Happens in a Boiler Service, Step by Step', 'Showing every check explains the value of a service and answers "what am I paying for?"', 'Walkthrough, 10 minutes', 'Book your annual service', [3]],
    ['Combi or System Boiler? An Engineer Explains', 'A clear comparison helps homeowners choose and ranks for a common question.', 'Explainer, 8 minutes', 'Get a free survey and quote', [4, 12]],
    ['Find Your Stopcock Before You Need It', 'A short, urgent safety video is widely shared and could save a ceiling.', 'Tutorial, 3 minutes', 'Save our emergency number', [5]],
    ['Thawing a Frozen Condensate Pipe Safely', 'Frozen condensate pipes stop many boilers in a cold snap; this video is searched at exactly that moment.', 'Tutorial, 5 minutes', 'Call us if the boiler still will not start', [6]],
    ['A New Boiler Fitted in Two Days, Time-Lapse', 'Installation time-lapses are satisfying and show how little disruption there is.', 'Time-lapse with commentary, 8 minutes', 'Book a free survey', [8]],
    ['Plumbing Mistakes Homeowners Make', 'Mistake lists are popular; each one shown with the damage it causes and the simple fix.', 'Listicle video, 10 minutes', 'Book a plumbing health check', [10]],
  ],
  [
    ['A Day in the Life of a Heating Engineer', 'Following an engineer through five jobs shows the work and the people behind the van.', 'Vlog, 12 minutes', 'Follow for more days on the road', [7]],
    ['Why Your Radiators Are Cold at the Top', 'A common winter question answered on camera, with the fix most people can do themselves.', 'Tutorial, 5 minutes', 'Book a power flush if bleeding does not help', [9]],
    ['How Much Does a New Boiler Really Cost?', 'Cost is the first question homeowners ask; an honest breakdown builds trust before the survey.', 'Explainer, 10 minutes', 'Get a fixed-price quote', [11]],
    ['Heat Pump or Boiler? An Engineer’s Honest View', 'Homeowners are unsure about heat pumps; a balanced view from an engineer is valued and shared.', 'Explainer, 12 minutes', 'Ask about a heat pump survey', [12, 4]],
    ['Stop a Dripping Tap in Ten Minutes', 'A quick fix video reaches many homeowners and positions the firm as helpful.', 'Tutorial, 6 minutes', 'Call us for anything bigger', [13]],
    ['Landlord Gas Safety Checks, Explained', 'Landlords search for their duties; a clear explainer leads to planned maintenance contracts.', 'Explainer, 8 minutes', 'Request a portfolio quote', [14]],
    ['Starting a Plumbing Business: What We Learned', 'A founder story attracts apprentices and customers who like supporting a local family firm.', 'Interview, 15 minutes', 'See our apprenticeships', [15]],
    ['Your Winter Heating Checklist in Ten Minutes', 'A seasonal checklist video is saved and shared every autumn.', 'Tutorial, 10 minutes', 'Download the winter checklist', [1, 5]],
  ],
];
