import type { BlogIdea } from '@lambdas/blog-topic/contract';
import { sourcesSections, type ResearchSource } from '@lambdas/shared/contracts/research';
import type { ListDocument } from '@/lib/list-document';
import type { BlogTopicForm } from './form-state';

/** docs/product.md#blog-topics: blog-topic-ideas-{date}.docx. */
export const ideasFileName = (date: string) => `blog-topic-ideas-${date}.docx`;

const detailsOf = (idea: BlogIdea) => [
  `Type: ${idea.type}`,
  `Why it works: ${idea.reasoning}`,
  ...(idea.example_cta ? [`Example CTA: ${idea.example_cta}`] : []),
];

/** The live sources the ideas cite by number, as lines with their URLs (none without research). */
const sourceLines = (sources: readonly ResearchSource[]) =>
  sourcesSections(sources).flatMap(({ title, body }) => [`${title}:`, ...body.split('\n')]);

/**
 * What Copy All puts on the clipboard: each idea numbered, with its details, a blank line between; then the
 * live sources the ideas cite, with their URLs.
 */
export const ideasAsText = (ideas: readonly BlogIdea[], sources: readonly ResearchSource[] = []) =>
  [
    ...ideas.map((idea, i) => [`${i + 1}. ${idea.title}`, ...detailsOf(idea)].join('\n')),
    ...(sources.length ? [sourceLines(sources).join('\n')] : []),
  ].join('\n\n');

/** The Word document of the ideas and what they were generated for. */
export function ideasDocument(
  request: Pick<BlogTopicForm, 'industry' | 'targetKeywords' | 'targetAudience'>,
  ideas: readonly BlogIdea[],
  date: string,
  sources: readonly ResearchSource[] = [],
): ListDocument {
  return {
    title: 'Blog Topic Ideas',
    meta: [
      `Industry: ${request.industry}`,
      `Keywords: ${request.targetKeywords}`,
      `Audience: ${request.targetAudience}`,
      `Generated ${date}`,
      ...sourceLines(sources),
    ],
    items: ideas.map((idea) => ({ text: idea.title, details: detailsOf(idea) })),
  };
}
