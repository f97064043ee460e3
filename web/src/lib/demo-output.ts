import type { DemoSample, GenerationMeta } from '@lambdas/shared/contracts/generation';
import { DEMO_OUTPUT_LINE, demoLines } from '@lambdas/shared/contracts/demo-lines';
import type { ListDocument } from './list-document';

export { DEMO_OUTPUT_LINE };

/** A demo answer's mark: its sample's header (true when it came without one); false for a model's answer. */
export type Demo = DemoSample | boolean;

/** The mark of an answer from its generation meta. */
export const demoOf = (meta: Partial<GenerationMeta> | undefined): Demo =>
  meta?.demo ? (meta.sample ?? true) : false;

/** The lines a copy or file of the answer starts with: whose sample it is and that no model wrote it; none for a model's. */
export const demoLinesOf = (demo: Demo): string[] =>
  demo ? demoLines(demo === true ? undefined : demo) : [];

/** Text for the clipboard or a file, starting with the demo lines when the answer was a demo. */
export const markDemoText = (text: string, demo: Demo): string =>
  demo ? `${demoLinesOf(demo).join('\n')}\n\n${text}` : text;

/** A list document whose first lines under the title are the demo lines when the answer was a demo. */
export const markDemoList = (list: ListDocument, demo: Demo): ListDocument =>
  demo ? { ...list, meta: [...demoLinesOf(demo), ...list.meta] } : list;
