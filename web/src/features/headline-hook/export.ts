import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import type { ListDocument } from '@/lib/list-document';
import { verdictText, type HeadlineScore } from './rubric/score';

export interface GeneratedItem {
  text: string;
  /** Headlines only: the rubric's score. */
  score?: HeadlineScore;
}

/** docs/product.md#headlines-and-hooks: the file name of a downloaded list. */
export const listFileName = (mode: HeadlineBody['mode']) => `generated-${mode}.docx`;

/** What Copy All puts on the clipboard: one numbered item a line. */
export const itemsAsText = (items: readonly GeneratedItem[]) =>
  items.map((item, i) => `${i + 1}. ${item.text}`).join('\n');

/** The Word document of a list: what it was written for, and each headline's score. */
export function itemsDocument(
  request: HeadlineBody,
  items: readonly GeneratedItem[],
  date: string,
): ListDocument {
  return {
    title: request.mode === 'hooks' ? 'Generated Hooks' : 'Generated Headlines',
    meta: [`Topic: ${request.contentTopic}`, `Audience: ${request.targetAudience}`, `Generated ${date}`],
    items: items.map((item) => ({
      text: item.text,
      ...(item.score ? { details: [`Score: ${item.score.total}/100 (${verdictText(item.score)})`] } : {}),
    })),
  };
}
