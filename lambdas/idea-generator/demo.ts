import { formatNumber } from '../shared/contracts/format-number';
import { clip } from '../shared/documents/text';
import { shorten } from '../shared/generator/demo-shorten';
import { midSentence, rotate, seedOf, tidy, titleCase } from '../shared/generator/demo-text';
import { IDEA_COUNT, type Clip, type ContentIdea, type IdeaGeneratorRequest } from './contract';
import { ideaTemplates } from './demo-templates';

/** Longest demo title: the longest template (47 characters) around a keyword of at most 30. */
export const TITLE_MAX = 80;
const KEYWORD_IN_TITLE = 30;

/** What a clip achieved, for the sentence that cites it. */
function evidence(clip: Clip): string {
  if (clip.outlierScore != null && clip.outlierScore >= 1.5) {
    const times = formatNumber(clip.outlierScore, 1);
    return `drew ${times} times as many views as its channel has subscribers`;
  }
  if (clip.views != null) return `drew ${formatNumber(clip.views)} views`;
  return 'ranks among the top results for this keyword';
}

/** Clip numbers (from 1), strongest first: highest outlier score, then most views, then search order. */
function ranked(clips: readonly Clip[]): number[] {
  const score = (clip: Clip) => [clip.outlierScore ?? -1, clip.views ?? -1] as const;
  return clips
    .map((clip, i) => ({ n: i + 1, s: score(clip) }))
    .sort((a, b) => b.s[0] - a.s[0] || b.s[1] - a.s[1] || a.n - b.n)
    .map(({ n }) => n);
}

/**
 * 5 to 8 deterministic ideas from the request alone: what demo mode answers instead of a model.
 * Each idea cites the strongest videos in turn, and its summary names the one it builds on most.
 */
export function demoIdeas(input: IdeaGeneratorRequest): { ideas: ContentIdea[] } {
  const seed = seedOf(JSON.stringify(input));
  const count = IDEA_COUNT.min + (seed % (IDEA_COUNT.max - IDEA_COUNT.min + 1));
  const keyword = tidy(input.topic);
  const k = midSentence(shorten(keyword, 50));
  const K = titleCase(shorten(keyword, KEYWORD_IN_TITLE));
  const order = ranked(input.clips);
  const templates = rotate(ideaTemplates, seed).slice(0, count);
  const ideas = templates.map((template, i): ContentIdea => {
    const first = order[i % order.length]!;
    const second = order[(i + 1) % order.length]!;
    const cited = input.clips[first - 1]!;
    const summary =
      `${template.pitch(k)} It builds on “${clip(cited.name, 80)}”, which ${evidence(cited)}: ` +
      `${template.lesson}.`;
    return {
      title: template.title(K),
      summary,
      format: template.format,
      cta: template.cta(k),
      basedOn: i % 2 === 1 && second !== first ? [first, second] : [first],
    };
  });
  return { ideas };
}
