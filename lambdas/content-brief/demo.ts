import { depthGuide, goalGuide } from './prompt';
import type { ContentBriefRequest } from './contract';
import { titleCase as cap } from '../shared/generator/demo-text';

function outline(input: ContentBriefRequest, focus: string): string[] {
  if (input.contentType === 'social-post') {
    return [1, 2, 3].map(
      (n) =>
        `Post ${n}:\n- Hook: ${['A surprising fact', 'A common mistake', 'A quick win'][n - 1]} about ${focus} for ${input.targetAudience}\n- Body: one practical tip on ${input.topic}\n- Hashtags: #${focus.replace(/\s+/g, '')} #SmallBusiness`,
    );
  }
  return [
    `- H2: What ${focus} means for ${input.targetAudience}`,
    `- H2: Why ${input.topic} matters now`,
    `  - H3: The cost of ignoring it`,
    `- H2: A step-by-step plan for ${input.topic}`,
    `  - H3: Step 1: start with ${input.primaryKeywords[1] ?? 'a quick audit'}`,
    `  - H3: Step 2: measure what works`,
    `- H2: Common mistakes to avoid`,
    `- H2: Next steps`,
  ];
}

/** A deterministic, plausible brief from the request alone: what demo mode answers instead of a model. */
export function demoBrief(input: ContentBriefRequest): string {
  const [focus = input.topic, ...secondary] = input.primaryKeywords;
  const plain = input.experience_level === 'non-marketer';
  const links = input.internalLinks.length
    ? input.internalLinks.map((link) => `- Link to ${link} where you mention ${focus}`)
    : ['- Link to your services page from the introduction', '- Link to a related post in the next steps'];
  const sections: [string, string[]][] = [
    [
      'SEO Snapshot',
      [
        `- Focus keyword: ${focus}`,
        `- Secondary keywords: ${secondary.length ? secondary.join(', ') : `${focus} tips, ${focus} guide`}`,
        `- Search intent: ${input.contentGoal === 'convert' ? 'commercial' : 'informational'}`,
        `- ${depthGuide[input.briefDepth]}`,
      ],
    ],
    [
      'Title Options',
      [
        `- ${cap(focus)}: ${cap(input.topic)} Made Simple`,
        `- ${cap(input.topic)}: A Practical Guide for ${cap(input.targetAudience)}`,
        `- 7 Ways ${cap(input.targetAudience)} Can Get More From ${cap(focus)}`,
      ],
    ],
    [
      'Meta Description',
      [
        `Learn how ${input.targetAudience} can use ${focus} for ${input.topic}. Practical steps, examples and mistakes to avoid.`.slice(
          0,
          155,
        ),
      ],
    ],
    ['Outline', outline(input, focus)],
    [
      'Call to Action',
      [
        `- ${input.contentGoal === 'convert' ? 'Book a free consultation' : 'Subscribe for more practical tips'} about ${focus}`,
      ],
    ],
    [
      'SEO Tips',
      [`- Use "${focus}" in the first 100 words`, '- Add descriptive alt text to every image', ...links],
    ],
    [
      'Tone & Style',
      [
        `- ${goalGuide[input.contentGoal]}`,
        plain
          ? '- Plain language: explain every marketing term in a few words.'
          : '- Confident and expert, for readers who know marketing.',
      ],
    ],
  ];
  return sections.map(([title, body]) => `## ${title}\n${body.join('\n')}`).join('\n\n');
}
