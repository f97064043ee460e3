import { YOUTUBE_VIDEO_COUNT, type Video } from '../shared/contracts/youtube';
import { shorten } from '../shared/generator/demo-shorten';
import { seedOf, tidy, titleCase } from '../shared/generator/demo-text';
import { withRatios } from '../shared/youtube/metrics';

/** Sample titles: each reads as a real video on the keyword would, and is labelled a sample. */
const titles: ((k: string) => string)[] = [
  (k) => `${k} for Beginners: Where to Start`,
  (k) => `I Tried ${k} for 30 Days`,
  (k) => `7 ${k} Mistakes to Avoid`,
  (k) => `${k} Explained in 10 Minutes`,
  (k) => `The Truth About ${k} Nobody Tells You`,
  (k) => `${k} on a Budget`,
  (k) => `How the Pros Approach ${k}`,
  (k) => `${k}: Your Top Questions Answered`,
  (k) => `A Week of ${k}, Start to Finish`,
  (k) => `${k} Myths, Tested`,
  (k) => `What Changed in ${k} This Year`,
  (k) => `Cheap vs. Expensive ${k}`,
  (k) => `${k}: What Our Viewers Taught Us`,
  (k) => `${k}: A Complete Walkthrough`,
  (k) => `Why Most People Quit ${k}, and How Not To`,
];

const colours = ['#475569', '#0f766e', '#7c3aed', '#b45309', '#be123c'];

/** A local placeholder image, so demo mode needs no network. */
function placeholder(n: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">` +
    `<rect width="320" height="180" fill="${colours[n % colours.length]}"/>` +
    `<polygon points="146,66 146,110 182,88" fill="#ffffff"/>` +
    `<text x="160" y="150" font-family="sans-serif" font-size="16" fill="#ffffff" text-anchor="middle">SAMPLE ${n + 1}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function sample(keyword: string, seed: number, n: number): Video {
  const k = titleCase(shorten(tidy(keyword), 40));
  const channel = (seed + n) % 5;
  // Channel 4 hides its subscriber count, as some real channels do.
  const subscribers = channel === 3 ? null : 2000 * (channel + 1) ** 3;
  const views = 3000 + ((seed >>> (n % 16)) % 400) * 1000 + n * 211;
  const likes = n % 6 === 4 ? null : Math.round(views * (0.02 + (n % 4) * 0.01));
  const comments = Math.round(views * 0.002);
  return {
    id: `sample-${String(n + 1).padStart(2, '0')}`,
    name: `Sample: ${titles[(seed + n) % titles.length]!(k)}`,
    description:
      `A made-up sample video about ${keyword}. Demo mode shows samples like this one because no ` +
      'YouTube API key is configured; add a key to analyze real videos.',
    channelName: `Sample Channel ${channel + 1}`,
    channelId: `sample-channel-${channel + 1}`,
    thumbnailUrl: placeholder(n),
    // A real search for the keyword: the one honest place a sample can link to.
    videoUrl: `https://www.youtube.com/results?search_query=${encodeURIComponent(keyword)}`,
    publishedAt: new Date(Date.UTC(2026, 0, 28) - ((seed + n * 37) % 300) * 86_400_000).toISOString(),
    ...withRatios({ views, likes, comments, subscribers }),
  };
}

/** Fifteen obviously-sample videos for a keyword: deterministic, input-dependent, no network. */
export function demoVideos(keyword: string): Video[] {
  const seed = seedOf(keyword);
  return Array.from({ length: YOUTUBE_VIDEO_COUNT }, (_, n) => sample(keyword, seed, n));
}
