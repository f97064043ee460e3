import type { TextTask } from '../shared/generator/types';
import type { Graded } from './contract';
import { buildContentGraderPrompt, type EditsInput } from './prompt';

export const contentGraderTask: TextTask<EditsInput> = {
  name: 'content-grader',
  prompt: buildContentGraderPrompt,
  demo: async () => (await import('./demo')).demoContentGrader,
};

/** The buffered answer's content: the grade and its sources, then the edits. */
export const contentGraderAnswer = (graded: Graded) => (edits: string) => ({ ...graded, edits });
