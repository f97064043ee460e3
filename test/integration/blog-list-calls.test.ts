import { dynamoClient } from '../../lambdas/shared/dynamo';
import type { BlogPostsResponse } from '../../lambdas/blog-posts/contract';
import { longestPost, repositoriesOf, savePosts } from '../support/blog-fixtures';
import { startTestSite, type TestSite } from '../support/local-site';

// The budget: a list page view makes at most 3 DynamoDB calls for a blog of up to 1,000 posts.
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

it.each([1, 2, 72, 143])('serves page %i of 1,000 posts with at most 3 DynamoDB calls', async (page) => {
  calls.length = 0;
  const res = await fetch(`${site.url}/api/blog-posts?page=${page}`);
  const body = (await res.json()) as BlogPostsResponse;
  expect(body.total).toBe(POSTS);
  expect(body.posts).toHaveLength(page === 143 ? POSTS - 142 * 7 : 7);
  expect(body.posts[0]!.date).toBe(
    new Date(Date.UTC(2020, 0, 1) + (POSTS - 1 - (page - 1) * 7) * 86_400_000).toISOString().slice(0, 10),
  );
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.length).toBeLessThanOrEqual(page === 1 ? 2 : 3);
});
