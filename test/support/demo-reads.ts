/**
 * How a tool's demo reads its request (issue 49): a different valid value for each field it reads, and why it
 * does not read the others. The shared test (test/unit/lambdas/demo-reads.test.ts) fails when a request gains a
 * field, a new form field say, that the demo neither reads nor is said to leave alone.
 */
export interface DemoReads<R> {
  /** A valid request body of the tool. */
  body: () => Record<string, unknown>;
  /** The tool's contract: defaults filled in, a changed body checked as the route would. */
  parse: (body: unknown) => R;
  /** The demo's answer to a request, as a visitor gets it (its content and whose sample it is). */
  demo: (request: R) => unknown;
  /**
   * Per field the demo reads, another valid value that must change its answer, or the whole changed body when
   * the field picks a form's tab (its other fields come with it).
   */
  changes: Record<string, unknown>;
  /** Per field it does not read, why. */
  ignored: Record<string, string>;
}

/** Declares a tool's demo reads, typed by its request. */
export const demoReads = <R>(reads: DemoReads<R>): DemoReads<unknown> => reads as DemoReads<unknown>;
