import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tables } from '../../catalog/tables';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { seedFreshStore } from '../../scripts/local/seed';
import { startLocalStore, type LocalStore } from '../../scripts/local/store';

const contents = async (store: LocalStore) => {
  const db = documentClientFor(store.client);
  const posts = new PostsRepository(db, store.tableNames.posts!);
  return {
    posts: (await posts.listAll()).length,
    published: await posts.countPublished(),
    pages: (await new PagesRepository(db, store.tableNames.pages!).list()).length,
  };
};

it('loads the example content into a fresh store once, and never again on restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'copilot-seed-'));
  const open = () => startLocalStore({ dataDir, stage: 'local', tables });
  const first = await open();
  expect(await seedFreshStore(process.cwd(), first)).toEqual([
    '11 example posts',
    '3 example programmatic pages',
  ]);
  expect(await contents(first)).toEqual({ posts: 11, published: 10, pages: 3 });
  await first.close();

  const second = await open();
  expect(await seedFreshStore(process.cwd(), second)).toEqual([]);
  expect(await contents(second)).toEqual({ posts: 11, published: 10, pages: 3 });
  await second.close();
  rmSync(dataDir, { recursive: true, force: true });
});
