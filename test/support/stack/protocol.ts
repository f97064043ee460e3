/** What a test asks of a stack process, and what it answers once ready. */
export interface StackOptions {
  /** Serve the built SPA as CloudFront would (default true). */
  withWeb?: boolean;
  /** Local stack settings (PORT, SUPPORT_EMAIL, RESEARCH_FAKE…). */
  env?: Record<string, string>;
  /** Variables the functions read (GENERATOR, DEMO_CHUNK_DELAY_MS, BEDROCK_ENDPOINT…). */
  functionEnv?: Record<string, string>;
  /** Also start a Chromium server for the test file to connect to. */
  browser?: boolean;
}

export interface StackInfo {
  url: string;
  /** The control port: POST /reset, /publish, /env, /mail, /mail-close. */
  control: string;
  dataDir: string;
  dynamoEndpoint: string;
  tableNames: Record<string, string>;
  sesEndpoint: string;
  /** Playwright's endpoint of the stack's Chromium, when asked for. */
  browserWs?: string;
}
