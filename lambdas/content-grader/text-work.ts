import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError } from '../shared/http/errors';
import { textSteps, type Analysis, type Analyzer } from '../shared/text-analysis';

/**
 * CPU one request's text may cost: a bounded 30,000-character draft takes at most a few hundred milliseconds
 * (`npm run bench:grader`), so only work that escaped every cap reaches it.
 */
export const GRADE_CPU_MS = 1000;

/** CPU one visitor's texts may cost in a UTC day: hundreds of grades of long drafts. */
export const GRADE_CPU_PER_VISITOR_DAY_MS = 120_000;

/** A text whose grade passed its CPU deadline: refused with the prompt ceiling's code, never half graded. */
export class GradeTooLongError extends AppError {
  override readonly name = 'GradeTooLongError';

  constructor() {
    super(413, 'This draft takes too long to grade. Please send a shorter or simpler text.', {
      code: 'payload_too_large',
    });
  }
}

/**
 * Work on one request's text in steps, with a deadline that can stop it: between steps the event loop turns
 * (the local server answers other routes, `/api/health` among them), and past `limitMs` of CPU the next step
 * is refused. `cpuMs` is what the steps cost, for the visitor's meter.
 */
export class TextWork {
  cpuMs = 0;

  constructor(private readonly limitMs = GRADE_CPU_MS) {}

  async step<T>(run: () => T | Promise<T>): Promise<T> {
    await nextTurn();
    if (this.cpuMs > this.limitMs) throw new GradeTooLongError();
    const start = process.cpuUsage();
    try {
      return await run();
    } finally {
      const { user, system } = process.cpuUsage(start);
      this.cpuMs += (user + system) / 1000;
    }
  }
}

/** The analysis of a text, read in the analyzer's own steps, each a step of `work`. */
export async function analyseInSteps(analyzer: Analyzer, text: string, work: TextWork): Promise<Analysis> {
  const tally = analyzer.tally();
  for (const part of textSteps(text)) await work.step(() => tally.add(part));
  return tally.done();
}
