import type { BlogIdea } from '@lambdas/blog-topic/contract';
import type { ListDocument } from '@/lib/list-document';
import type { BlogTopicForm } from './form-state';

/** docs/product.md#blog-topics: blog-topic-ideas-{date}.docx. */
export const ideasFileName = (date: string) => `blog-topic-ideas-${date}.docx`;

const detailsOf = (idea: BlogIdea) => [
  `Type: ${idea.type}`,
  `Why it works: ${idea.reasoning}`,
  ...(idea.example_cta ? [`Example CTA: ${idea.example_cta}`] : []),
];

/** What Copy All puts on the clipboard: each idea numbered, with its details, a blank line between. */
export const ideasAsText = (ideas: readonly BlogIdea[]) =>
  ideas.map((idea, i) => [`${i + 1}. ${idea.title}`, ...detailsOf(idea)].join('\n')).join('\n\n');

/** The Word document of the ideas and what they were generated for. */
export function ideasDocument(
  request: Pick<BlogTopicForm, 'industry' | 'targetKeywords' | 'targetAudience'>,
  ideas: readonly BlogIdea[],
  date: string,
): ListDocument {
  return {
    title: 'Blog Topic Ideas',
    meta: [
      `Industry: ${request.industry}`,
      `Keywords: ${request.targetKeywords}`,
      `Audience: ${request.targetAudience}`,
      `Generated ${date}`,
    ],
    items: ideas.map((idea) => ({ text: idea.title, details: detailsOf(idea) })),
  };
}
