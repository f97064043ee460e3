/**
 * Live research without AWS (`RESEARCH_FAKE=1 npm start`, the benchmark): a fake Bedrock that answers every
 * grounded search with citations of the local research site, and that site's page server. The functions
 * then research through the real Bedrock SDK and the real safe fetcher (the site allowlisted as local).
 */
import { FakeBedrock, isGrounding } from './fake-bedrock';
import { startPageServer, type PageServer } from './page-server';
import { researchCitations, serveResearchPages, type ResearchPage } from './research-site';

/** The model `RESEARCH_FAKE=1` names: the Nova model a stage researches with by default. */
export const FAKE_RESEARCH_MODEL = 'us.amazon.nova-2-lite-v1:0';

export interface FakeResearch {
  bedrock: FakeBedrock;
  pages: PageServer;
  /** The functions' environment for researching against these fakes. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the fake search and its site; `delayMs` holds each page's answer (the benchmark's slow sources). */
export async function startFakeResearch(
  options: { pages?: readonly ResearchPage[]; delayMs?: number } = {},
): Promise<FakeResearch> {
  const pages = await startPageServer();
  serveResearchPages(pages, options.pages, options.delayMs);
  const citations = researchCitations(pages, options.pages);
  const bedrock = await FakeBedrock.start((request) =>
    isGrounding(request)
      ? { kind: 'grounding', citations }
      : { kind: 'text', chunks: ['The fake research endpoint only answers grounded searches.'] },
  );
  return {
    bedrock,
    pages,
    env: {
      RESEARCH_MODEL_ID: FAKE_RESEARCH_MODEL,
      RESEARCH_REGION: 'us-east-1',
      RESEARCH_ENDPOINT: bedrock.url,
      FETCH_ALLOW_HOSTS: [process.env.FETCH_ALLOW_HOSTS, pages.hostPort].filter(Boolean).join(','),
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      AWS_EC2_METADATA_DISABLED: 'true',
    },
    async close() {
      await bedrock.close();
      await pages.close();
    },
  };
}
