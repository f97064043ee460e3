import { resolveBrowser } from '../../scripts/browser';
import { failedAudits, runLighthouse } from '../../scripts/bench/lighthouse-run';
import { makePost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { startTestSite, type TestSite } from '../support/local-site';

const post = makePost(0, {
  slug: 'email-marketing-for-bakeries',
  title: 'Email marketing for bakeries',
  excerpt: 'How a neighbourhood bakery can start a newsletter people look forward to.',
  content: '<p>Start with the people who already buy your bread. Ask them at the till.</p>',
});

let site: TestSite;
let chromePath: string;
beforeAll(async () => {
  [site, { executablePath: chromePath }] = await Promise.all([
    startTestSite({ withWeb: true }),
    resolveBrowser(),
  ]);
  await savePosts(repositoriesOf(site).posts, [post]);
  await site.publishSite();
});
afterAll(() => site?.close());

// Lighthouse itself comes through npx (never a dependency); each run takes 10–20 s.
jest.setTimeout(180_000);

it.each(['/', '/content-brief', '/blog', `/blog/${post.slug}`])(
  'Lighthouse scores SEO 100 on %s',
  async (path) => {
    const report = await runLighthouse(`${site.url}${path}`, chromePath, ['seo']);
    expect(failedAudits(report, 'seo')).toEqual([]);
    expect(report.categories.seo!.score).toBe(1);
  },
);
