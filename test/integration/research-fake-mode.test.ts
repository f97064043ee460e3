import { ContentBriefResponseSchema } from '../../lambdas/content-brief/contract';
import { DEMO_SOURCES_HEADING } from '../../lambdas/content-brief/demo';
import { FAKE_RESEARCH_MODEL } from '../../scripts/fakes/fake-research';
import { researchPages } from '../../scripts/fakes/research-site';
import { briefBody } from '../support/brief-fixtures';
import { post } from '../support/http';
import { startTestSite, type TestSite } from '../support/local-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ env: { RESEARCH_FAKE: '1' } });
});
afterAll(() => site.close());

it('RESEARCH_FAKE=1 researches through the real SDK and fetcher against the local fakes, and the demo brief names its sources', async () => {
  expect(process.env.RESEARCH_MODEL_ID).toBe(FAKE_RESEARCH_MODEL);
  const res = await post(
    `${site.url}/functions/v1/content-brief`,
    briefBody({ primaryKeywords: ['sourdough'] }),
  );
  const answer = ContentBriefResponseSchema.parse(JSON.parse(res.text));
  expect(answer).toMatchObject({ demo: true, research: 'live' });
  expect(answer.sources!.map((source) => [source.domain, source.wordCount])).toEqual(
    researchPages.map((page) => [page.domain, page.words]),
  );
  expect(answer.brief).toContain(`## ${DEMO_SOURCES_HEADING}`);
  expect(answer.brief).toContain(
    '- Demo: live search found these pages, but this sample was written in advance',
  );
  expect(answer.brief).toContain(
    '- [1] Sourdough Starter: The Complete Guide | Bread Basics (breadbasics.example): 1,800 words, 6 H2 sections',
  );
});
