import { DEMO_OUTPUT_LINE } from '@lambdas/shared/contracts/generation';
import type { ListDocument } from './list-document';

export { DEMO_OUTPUT_LINE };

/** Text for the clipboard or a file, starting with the demo line when the answer was a demo. */
export const markDemoText = (text: string, demo: boolean): string =>
  demo ? `${DEMO_OUTPUT_LINE}\n\n${text}` : text;

/** A list document whose first line under the title is the demo line when the answer was a demo. */
export const markDemoList = (list: ListDocument, demo: boolean): ListDocument =>
  demo ? { ...list, meta: [DEMO_OUTPUT_LINE, ...list.meta] } : list;
