import { YOUTUBE_VIDEO_COUNT, type Video } from '../../shared/contracts/youtube';
import { archetypeOf } from '../../shared/generator/demo-sample';
import { withRatios } from '../../shared/youtube/metrics';
import { SAMPLE_DESCRIPTION, sampleVideoTitles } from './demo-samples';

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

/** A stable number from text (FNV-1a), so sample figures vary with the keyword but never between calls. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function sample(keyword: string, titles: readonly string[], seed: number, n: number): Video {
  const channel = (seed + n) % 5;
  // Channel 4 hides its subscriber count, as some real channels do.
  const subscribers = channel === 3 ? null : 2000 * (channel + 1) ** 3;
  const views = 3000 + ((seed >>> (n % 16)) % 400) * 1000 + n * 211;
  const likes = n % 6 === 4 ? null : Math.round(views * (0.02 + (n % 4) * 0.01));
  const comments = Math.round(views * 0.002);
  return {
    id: `sample-${String(n + 1).padStart(2, '0')}`,
    name: `Sample: ${titles[n]!}`,
    description: SAMPLE_DESCRIPTION,
    channelName: `Sample Channel ${channel + 1}`,
    channelId: `sample-channel-${channel + 1}`,
    thumbnailUrl: placeholder(n),
    // A real search for the keyword: the one honest place a sample can link to.
    videoUrl: `https://www.youtube.com/results?search_query=${encodeURIComponent(keyword)}`,
    publishedAt: new Date(Date.UTC(2026, 0, 28) - ((seed + n * 37) % 300) * 86_400_000).toISOString(),
    ...withRatios({ views, likes, comments, subscribers }),
  };
}

/**
 * Fifteen obviously-sample videos written for the archetype nearest the keyword, in the order the
 * demo's content ideas cite them; their figures vary with the keyword. Deterministic, no network.
 */
export function demoVideos(keyword: string): Video[] {
  // Weighed as the ideas weigh their keyword, so both steps answer the same archetype.
  const titles = sampleVideoTitles[archetypeOf([{ text: keyword, weight: 3 }]).id];
  const seed = seedOf(keyword);
  return Array.from({ length: YOUTUBE_VIDEO_COUNT }, (_, n) => sample(keyword, titles, seed, n));
}
