import { toolRoute } from '../shared/tool-route/tool-route';
import { RefineRequestSchema } from './contract';
import { withPrevious } from './previous';
import { refine } from './service';

/** A tool's result refined (issue 28), answered in that tool's own shape; guarded and metered like the tools. */
export const handler = toolRoute('refine', RefineRequestSchema, refine, {
  check: withPrevious,
  // A refinement is a result of the tool refined: it is signed as that tool's, and can be refined again.
  resultOf: (body) => body.tool,
});
