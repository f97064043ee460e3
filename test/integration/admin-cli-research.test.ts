import { researchTable } from '../../catalog/tables';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { ResearchRepository } from '../../lambdas/shared/repositories/research-repository';
import { runAdmin } from '../support/admin-cli';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

let site: RemoteSite;
beforeAll(async () => {
  site = await startRemoteSite();
});
afterAll(() => site.close());

// Two CLI starts (plain node on its bundle): seconds each on a loaded machine.
jest.setTimeout(120_000);

describe('admin research purge', () => {
  it("removes a keyword's cached research in every language, found however it is typed, and leaves others", async () => {
    const cache = new ResearchRepository(
      documentClientFor(site.store.client),
      site.store.tableNames[researchTable.id]!,
    );
    const now = Date.now();
    for (const [keyword, language] of [
      ['sourdough starter', 'en'],
      ['sourdough starter', 'de'],
      ['rye bread', 'en'],
    ] as const)
      await cache.save(keyword, language, [], now, now + 86_400_000);

    const purged = await runAdmin(['research', 'purge', '  Sourdough   STARTER '], { dataDir: site.dataDir });
    expect(purged.stdout.trim()).toBe('Removed the cached research of "Sourdough   STARTER" (en, de).');
    expect(await cache.cached('sourdough starter', 'en', now)).toBeUndefined();
    expect(await cache.cached('sourdough starter', 'de', now)).toBeUndefined();
    expect(await cache.cached('rye bread', 'en', now)).toBeDefined();

    const again = await runAdmin(['research', 'purge', 'sourdough starter'], { dataDir: site.dataDir });
    expect(again.stdout.trim()).toBe('No cached research for "sourdough starter".');
  });
});
