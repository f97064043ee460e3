/** What one route of the route table (routes.ts) says: the shape every route and a tool's declaration share. */
import type { RepositoryId } from './data-access';

export type HttpMethod = 'GET' | 'POST';

/**
 * How the capacity plan (`npm run deploy -- <stage> --plan`) counts a route's requests, each figure with its
 * source: per visit (reads, beacons; `writes`: DynamoDB writes a request makes), as a tool's weight among the
 * tools' generations with its tokens and seconds (a tool's declaration), as a share of every generation (refine),
 * or per result of its tool (`of`: a tool's further routes, set from the declaration).
 */
export type RoutePlan =
  | { perVisit: number; writes?: number; source: string }
  | { weight: number; input: number; output: number; seconds: number; source: string }
  | { shareOfGenerations: number; input: number; output: number; seconds: number; source: string }
  | { perResult: number; of: string; source: string };

export interface RouteDefinition {
  id: string;
  method: HttpMethod;
  /** API Gateway path template, e.g. `/api/blog-posts/{slugOrId}`. */
  path: string;
  /** Answers with Lambda response streaming instead of one buffered payload. */
  streaming: boolean;
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * Repositories the handler builds (catalog/data-access.ts): their declared actions are the function's only
   * DynamoDB grants, and their tables its only table variables.
   */
  repositories: readonly RepositoryId[];
  /** Calls Bedrock: may invoke the configured model only. */
  bedrock?: boolean;
  /**
   * On a route that calls the model (and only there): the most input tokens one of its prompts may count,
   * measured as UTF-8 bytes (system prompt and answer schema included), above which the request is refused
   * before the model is called; and how many model calls one request may make (a structured answer may take a
   * repair round). Set well above what the tool's capped prompt can reach; the guard reserves from it.
   */
  generation?: { inputTokens: number; calls: 1 | 2 };
  /**
   * Researches a keyword live before writing (issue 29): may invoke the stage's research model with the
   * `nova_grounding` system tool, when the stage turns research on; needs the `research` repository.
   */
  research?: boolean;
  /** Sends email through SES from the configured identity only. */
  sendsEmail?: boolean;
  /** Signs or checks unsubscribe links: may read the stage's signing secret. */
  unsubscribeLinks?: boolean;
  /** Calls the YouTube Data API with the stage's key: may read that one secret only. */
  youtube?: boolean;
  /** Request body cap in bytes when a route needs another than the shared default (32 KiB). */
  maxBodyBytes?: number;
  /**
   * A guarded route that is not a tool's: its own limit of requests per visitor in a sliding window (tools share
   * the `RATE_LIMIT_*` settings instead).
   */
  visitorLimit?: { requests: number; windowSeconds: number };
  /**
   * Refinements' weight in the per-visitor windows: their own window holds this many times the tools'
   * `RATE_LIMIT_REQUESTS`, and they stay out of the window across the AI tools. Clicking Shorter is cheap to
   * want and cheap to answer; what a refinement spends still counts against the visitor's and the day's tokens.
   */
  lighterBy?: number;
  /** Answers a tool's result, which it signs (the stage's result key): every tool's own route, and refine. */
  signsResults?: boolean;
  /** The handler module when it is not `lambdas/<id>/handler.ts` (a tool's further routes). */
  entry?: string;
  /** A valid request body of a POST route: the smoke test sends it, the docs show it. */
  example?: Readonly<Record<string, unknown>>;
  /** How the capacity plan counts its requests; every route of the table has one (a test holds them). */
  plan?: RoutePlan;
}

/** A route of the table: its plan is not optional there. */
