import { dynamoClient } from '../../lambdas/shared/dynamo';
import type { BlogPostsResponse } from '../../lambdas/blog-posts/contract';
import { longestPost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { startTestSite, type TestSite } from '../support/local-site';

// The budget (issue 31): any list page view makes at most 2 DynamoDB calls, the count and the page.
const POSTS = 1000;
let site: TestSite;
const calls: string[] = [];

beforeAll(async () => {
  site = await startTestSite();
  // Every field at its longest, so the published index holds the biggest heads the CLI accepts.
  await savePosts(
    repositoriesOf(site).posts,
    Array.from({ length: POSTS }, (_, n) => longestPost(n)),
  );
  // The handlers run in this process and share the module-level client: count what they send.
  dynamoClient().middlewareStack.add(
    (next, context) => (args) => {
      calls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
}, 120_000);
afterAll(() => site.close());

const DAY = 86_400_000;
const dateOf = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * DAY).toISOString().slice(0, 10);

it.each([undefined, 1, 2, 72, 142, 143])(
  'serves page %p of 1,000 posts with at most 2 DynamoDB calls',
  async (page) => {
    calls.length = 0;
    const res = await fetch(`${site.url}/api/blog-posts${page ? `?page=${page}` : ''}`);
    const body = (await res.json()) as BlogPostsResponse;
    expect(body.posts).toHaveLength(7);
    // Pages count from the oldest (post n is dated n days after 2020-01-01); the newest page, 143, is the latest seven.
    const newestOnPage = page === undefined || page === 143 ? POSTS - 1 : page * 7 - 1;
    expect(body.posts[0]!.date).toBe(dateOf(newestOnPage));
    expect(body.newerPages).toBe(Math.min(143 - (page ?? 143), 3));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThanOrEqual(2);
  },
);
