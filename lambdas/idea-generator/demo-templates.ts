/** The demo writer's raw material: one video format per template, each readable for any keyword. */
export interface IdeaTemplate {
  format: string;
  title: (K: string) => string;
  /** Opening sentence: what the video does. */
  pitch: (k: string) => string;
  /** What the cited video's success shows viewers want. */
  lesson: string;
  cta: (k: string) => string;
}

export const ideaTemplates: IdeaTemplate[] = [
  {
    format: 'Tutorial',
    title: (K) => `How to Get Started With ${K}: A Beginner’s Roadmap`,
    pitch: (k) => `Walk complete beginners through their first week of ${k}, one step at a time.`,
    lesson: 'viewers want a clear place to start, so this video adds a checklist they can follow along with',
    cta: (k) => `Download the free ${k} starter checklist linked in the description.`,
  },
  {
    format: 'Listicle',
    title: (K) => `7 ${K} Mistakes That Hold Beginners Back`,
    pitch: (k) => `Count down the most common ${k} mistakes and show a quick fix for each one on screen.`,
    lesson: 'mistake-led titles pull viewers in, so every fix here is demonstrated rather than described',
    cta: () => 'Comment with the mistake you made most, and we will answer it in a follow-up video.',
  },
  {
    format: 'Challenge',
    title: (K) => `I Tried ${K} Every Day for 30 Days: Honest Results`,
    pitch: (k) => `Document a 30-day ${k} challenge and measure the results at the end.`,
    lesson:
      'personal, time-boxed stories travel beyond a channel’s usual audience, so this one adds hard numbers',
    cta: () => 'Subscribe to follow the day-by-day series.',
  },
  {
    format: 'Comparison',
    title: (K) => `Cheap vs. Expensive ${K}: Is the Upgrade Worth It?`,
    pitch: (k) =>
      `Test budget and premium ${k} options side by side and give a clear verdict for each kind of viewer.`,
    lesson: 'viewers want help choosing, so this video ends with a simple buying guide',
    cta: () => 'Tell us in the comments which option you would pick, and why.',
  },
  {
    format: 'Myth-busting',
    title: (K) => `${K} Myths, Tested: What Actually Works`,
    pitch: (k) => `Put the most repeated pieces of ${k} advice to a fair test and show what holds up.`,
    lesson: 'surprising answers keep people watching, so each myth gets a visible test and a verdict',
    cta: (k) => `Send us the ${k} myth you want tested next.`,
  },
  {
    format: 'Shorts series',
    title: (K) => `${K} in 60 Seconds: One Tip a Day`,
    pitch: (k) => `Turn what works in ${k} into a daily series of one-minute Shorts, one tip in each.`,
    lesson: 'short, specific answers spread quickly, so each Short answers exactly one question',
    cta: () => 'Follow the channel for tomorrow’s tip.',
  },
  {
    format: 'Interview',
    title: (K) => `What ${K} Experts Do Differently`,
    pitch: (k) => `Interview an experienced practitioner about the ${k} habits beginners overlook.`,
    lesson: 'viewers trust first-hand experience, so this video lets an expert show their own routine',
    cta: () => 'Ask your own question in the comments for the next interview.',
  },
  {
    format: 'Update',
    title: (K) => `${K} Today: What Changed and What Still Works`,
    pitch: (k) => `Review what has changed in ${k} recently and which older advice still holds.`,
    lesson: 'fresh takes on a familiar subject get found, so this video dates every claim it makes',
    cta: () => 'Subscribe so you hear when the advice changes again.',
  },
];
