import { textAt, type Level } from '../shared/generator/demo-levels';
import { archetypeIds } from '../shared/generator/demo-archetypes';
import type { ArchetypeChoice } from '../shared/generator/nearest-archetype';
import {
  archetypeOf,
  sampleOf,
  variantOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import { contentTypes, depthLabels, type BriefDepth, type ContentBriefRequest } from './contract';
import { briefSamples } from './demo-samples';
import type { BriefKind } from './demo-samples/types';
import { depthGuide, goalGuide, toneGuide, type BriefInput } from './prompt';
import { formatNumber } from '../shared/contracts/format-number';
import { detailedBrief } from './demo-detail';

/** Title options stay within this many characters; meta descriptions within the next. */
export const TITLE_MAX = 70;
export const META_MAX = 155;

const typeLabels: Record<BriefKind, string> = {
  'blog-post': 'Blog post',
  whitepaper: 'Whitepaper',
  'case-study': 'Case study',
  ebook: 'Ebook',
  'social-post': 'Social posts',
  'landing-page': 'Landing page',
  'single-post': 'Single post',
};

const experienceLines = {
  marketer: '- Written for a marketer: standard SEO terms are used without explanation.',
  'non-marketer': '- Plain language: explain every marketing term in a few words where it first appears.',
};

/** A 280-character piece is one post whatever the content type; the others have a brief each. */
const briefKindOf = (input: ContentBriefRequest): BriefKind =>
  input.briefDepth === '280-max' ? 'single-post' : input.contentType;

/** The length asked for decides how much of the sample's outline is written out. */
const levelOf = (depth: BriefDepth): Level => (['1000-1500', '1500-2000', '2000+'].includes(depth) ? 2 : 1);

/** The lines chosen from the request (our own wording, never the visitor's) that frame a sample. */
interface Framing {
  depth: string;
  tone: string[];
}

const framingOf = (input: ContentBriefRequest): Framing => ({
  depth: `- ${depthGuide[input.briefDepth]}`,
  tone: [
    `- ${goalGuide[input.contentGoal]}`,
    ...(input.tone ? [`- ${toneGuide[input.tone]}`] : []),
    experienceLines[input.experience_level],
  ],
});

/** The sample with the length line closing the SEO Snapshot and the goal and reader lines closing Tone & Style. */
function framed(text: string, framing: Framing): string {
  const sections = text.split('\n\n');
  const snapshot = sections.findIndex((section) => section.startsWith('## SEO Snapshot'));
  if (framing.depth) sections[snapshot] = `${sections[snapshot]}\n${framing.depth}`;
  sections[sections.length - 1] = [sections.at(-1), ...framing.tone].join('\n');
  return sections.join('\n\n');
}

/** The framing lines a framed sample carries, and the sample without them. */
function unframed(text: string): { sample: string; framing: Framing } {
  const depths = new Set(Object.values(depthGuide).map((line) => `- ${line}`));
  const tones = new Set([
    ...Object.values(goalGuide).map((line) => `- ${line}`),
    ...Object.values(toneGuide).map((line) => `- ${line}`),
    ...Object.values(experienceLines),
  ]);
  const lines = text.trim().split('\n');
  return {
    sample: lines.filter((line) => !depths.has(line) && !tones.has(line)).join('\n'),
    framing: {
      depth: lines.find((line) => depths.has(line)) ?? '',
      tone: lines.filter((line) => tones.has(line)),
    },
  };
}

/** The nearest archetype: the topic and keywords say most about the business, the audience less. */
export const briefArchetype = (input: ContentBriefRequest): ArchetypeChoice =>
  archetypeOf([
    { text: input.topic, weight: 2 },
    { text: input.primaryKeywords.join(' '), weight: 2 },
    { text: input.targetAudience, weight: 1, others: true },
  ]);

/** The heading of the section a demo brief adds when live research gave it sources. */
export const DEMO_SOURCES_HEADING = 'Live Sources (not read by the demo)';

/**
 * What a demo brief says of the live sources it was given: that it does not use them, then each by number,
 * as measured (our crawler's figures, never a sentence made of their text).
 */
function sourcesNote(input: BriefInput): string {
  const sources = input.research?.fields.research === 'live' ? input.research.fields.sources : [];
  if (!sources.length) return '';
  const lines = sources.map(
    (source) =>
      `- [${source.n}] ${source.title} (${source.domain}): ${source.read ? `${formatNumber(source.wordCount)} words, ${source.headings.length} H2 sections` : 'not read'}`,
  );
  return [
    `\n\n## ${DEMO_SOURCES_HEADING}`,
    '- Demo: live search found these pages, but this sample was written in advance and its outline cites none of them. Connect Amazon Bedrock for a brief built on them.',
    ...lines,
  ].join('\n');
}

/** The brief written in advance for the nearest archetype and the content type, at the length asked for. */
export function demoBrief(input: BriefInput): DemoAnswer<string> {
  const choice = briefArchetype(input);
  const kind = briefKindOf(input);
  return {
    content:
      framed(textAt(briefSamples[choice.id][kind], levelOf(input.briefDepth)), framingOf(input)) +
      sourcesNote(input),
    sample: sampleOf(
      choice,
      {
        Topic: input.topic,
        Audience: input.targetAudience,
        'Focus keyword': input.primaryKeywords[0],
        'Content type': typeLabels[input.contentType],
        Length: depthLabels[input.briefDepth],
        'Internal links': input.internalLinks.join(', '),
      },
      { topic: input.topic },
    ),
  };
}

/** Every written brief at its three lengths and in detail, for refinements. */
const pools = archetypeIds.flatMap((id) =>
  [...contentTypes, 'single-post' as const].map((kind) => {
    const written = [0, 1, 2].map((level) => textAt(briefSamples[id][kind], level as Level));
    return { levels: [...written, detailedBrief(written[2]!)] };
  }),
);

/** A demo brief and the live-sources section it ends with, when research gave it one. */
function withoutSources(brief: string): { brief: string; sources: string } {
  const at = brief.indexOf(`\n\n## ${DEMO_SOURCES_HEADING}`);
  return at < 0 ? { brief, sources: '' } : { brief: brief.slice(0, at), sources: brief.slice(at) };
}

/**
 * A refinement of a demo brief (issue 28): Shorter and Longer step through its written lengths, the longest in
 * detail (demo-detail.ts). A researched
 * brief's sources section is set aside to find the sample, then kept (it was why Shorter changed nothing).
 */
export function demoBriefVariant(previous: string, instruction: Instruction): DemoVariant<string> {
  const { brief, sources } = withoutSources(previous);
  const { sample, framing } = unframed(brief);
  const variant = variantOf(pools, sample, instruction);
  return variant.note && variant.content === sample
    ? { content: previous, note: variant.note }
    : { ...variant, content: framed(variant.content, framing) + sources };
}
