import { startBlogBench } from '../../../scripts/bench/blog-run';

describe('bench:blog', () => {
  it('runs its whole setup with tiny sizes: 15 posts in three list pages, each route timed with its store calls', async () => {
    const bench = await startBlogBench(15);
    try {
      for (const path of [
        '/api/blog-posts',
        '/api/blog-posts?page=1',
        `/api/blog-posts/${bench.archive[7]!.slug}`,
      ]) {
        const { callsPerRequest, times } = await bench.measure(path, 2);
        expect(times).toHaveLength(2);
        expect(times[0]).toBeGreaterThan(0);
        expect(callsPerRequest).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await bench.close();
    }
  }, 60_000);
});
