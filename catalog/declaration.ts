/**
 * A tool's declaration: everything the rest of the system derives from it (its routes in the route table, CDK,
 * the local server, its refinement caps, the SPA's registry, the shared tests), as pure data. Imported by CDK,
 * every Lambda and the browser, so it holds no code: a tool's runtime parts are in `lambdas/<id>/parts.ts`.
 */
import type { RouteDefinition } from './route-definition';

/** A tool route's settings: a route-table entry but its id and method (a tool's routes are POSTs). */
export type ToolRouteSettings = Omit<
  RouteDefinition,
  'id' | 'method' | 'path' | 'entry' | 'example' | 'plan'
> & {
  /** The public path, kept as SPEC §7 names it (decision 4). */
  path: `/functions/v1/${string}`;
  /** A valid request body: the docs' `curl` line, the smoke test and the shared tests send it. */
  example: Readonly<Record<string, unknown>>;
};

export interface ToolDeclaration {
  /**
   * The tool's one name: its folders `lambdas/<id>/` and `web/src/features/<id>/`, its page `/<id>`, its main
   * route's id, the `tool` of its refinements, history entries and visitor counts.
   */
  id: string;
  /** How its result comes: streamed text, or one JSON object (a structured answer). */
  kind: 'text' | 'object';
  /** The route whose answer is the tool's result; its handler is `lambdas/<id>/handler.ts`. */
  route: ToolRouteSettings;
  /**
   * Further routes of the tool, each with the id `<id>-<name>` and the handler `lambdas/<id>/<name>/handler.ts`,
   * and its requests per result of the tool for the capacity plan.
   */
  more?: Readonly<Record<string, ToolRouteSettings & { plan: { perResult: number; source: string } }>>;
  /**
   * What a refinement rewrites: the answer's fields (a text tool's text is the first); the cap on the characters
   * of the whole previous result it takes (what it rewrites and what it carries over, the generation's meta
   * aside); and the fields it measures or sends anew (LinkedIn's stats, a roast's emailed flag), which are
   * neither signed nor required.
   */
  refine: { fields: readonly [string, ...string[]]; maxChars: number; anew?: readonly string[] };
  /**
   * What one of its generations is expected to cost, for the capacity plan (`npm run deploy -- <stage> --plan`):
   * its weight among the tools' generations (normalised over every tool), its mean input and output tokens and
   * its seconds; `source` says where the figures come from.
   */
  plan: { weight: number; input: number; output: number; seconds: number; source: string };
}

/** Where the plan's measured token figures of a tool come from. */
export const MEASURED_TOKENS =
  'measured: the prompt the fake Bedrock got for the test fixtures (bytes ÷ 4) and the demo answer for the same request';

/** Declares a tool (`catalog/tools/<id>.ts`), its literal types kept for the route table's ids. */
export const declareTool = <const D extends ToolDeclaration>(declaration: D): D => declaration;
