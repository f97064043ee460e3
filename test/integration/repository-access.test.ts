import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { repositoryAccess, routeGrants, type RepositoryId } from '../../catalog/data-access';
import { eventsTable, tables } from '../../catalog/tables';
import type { ProgrammaticPage } from '../../lambdas/shared/contracts/programmatic-page';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { hashAddress } from '../../lambdas/shared/email/address-hash';
import { OptOutsRepository } from '../../lambdas/shared/repositories/opt-outs-repository';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { PublishedPagesRepository } from '../../lambdas/shared/repositories/published-pages-repository';
import { PublishedPostsRepository } from '../../lambdas/shared/repositories/published-posts-repository';
import { EventsRepository } from '../../lambdas/shared/repositories/events-repository';
import { RateLimitsRepository } from '../../lambdas/shared/repositories/rate-limits-repository';
import { RoastLeadsRepository } from '../../lambdas/shared/repositories/roast-leads-repository';
import { TableStatusRepository } from '../../lambdas/shared/repositories/table-status-repository';
import { ResearchRepository } from '../../lambdas/shared/repositories/research-repository';
import { YouTubeRepository } from '../../lambdas/shared/repositories/youtube-repository';
import { localDynamoClient, startLocalStore, type LocalStore } from '../../scripts/local/store';
import { makePost, savePosts } from '../support/blog-fixtures';
import { sampleResult, sampleSubmission } from '../support/leads';

let store: LocalStore;
let dataDir: string;
const draft = makePost(90, { published: false });
const published = Array.from({ length: 9 }, (_, n) => makePost(n));
const page: ProgrammaticPage = {
  slug: 'roast-my-bakery',
  meta_title: 'Roast my bakery',
  meta_description: 'A brand roast for bakeries.',
  h1: 'Roast my bakery',
  intro_copy: 'Find out what visitors think of your bakery site.',
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'copilot-access-'));
  store = await startLocalStore({ dataDir, stage: 'local', tables });
  const admin = documentClientFor(store.client);
  await savePosts(new PostsRepository(admin, store.tableNames.posts!), [...published, draft]);
  await new PagesRepository(admin, store.tableNames.pages!).putMany([page]);
});
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh client whose every call is noted as `Action table[/index/name]`, with the table's id. */
function recordingClient(): { client: DynamoDBClient; calls: Set<string> } {
  const client = localDynamoClient(store.endpoint);
  const calls = new Set<string>();
  const idOf = (name: string) => Object.entries(store.tableNames).find(([, n]) => n === name)?.[0] ?? name;
  client.middlewareStack.add(
    (next, context) => (args) => {
      const input = args.input as { TableName?: string; IndexName?: string };
      const action = String(context.commandName).replace(/Command$/, '');
      calls.add(
        `${action} ${idOf(input.TableName ?? '?')}${input.IndexName ? `/index/${input.IndexName}` : ''}`,
      );
      return next(args);
    },
    { step: 'initialize', name: 'recordCalls' },
  );
  return { client, calls };
}

/** Wraps repositories so every method reached, from outside or through `this`, is noted against all they have. */
function methodTracker() {
  const reached = new Set<string>();
  const methods = new Set<string>();
  const track = <T extends object>(repository: T): T => {
    for (
      let proto = Object.getPrototypeOf(repository);
      proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto)
    )
      for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') methods.add(name);
    return new Proxy(repository, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value === 'function' && typeof key === 'string') reached.add(key);
        return value;
      },
    });
  };
  return { track, unreached: () => [...methods].filter((name) => !reached.has(name)) };
}

/** The declaration of one repository, in the recorder's notation. */
const declared = (id: RepositoryId): string[] =>
  routeGrants({ id, repositories: [id] }, tables).flatMap(({ table, index, actions }) =>
    actions.map((action) => `${action} ${table.id}${index ? `/index/${index}` : ''}`),
  );

type Track = <T extends object>(repository: T) => T;

/** Each repository a Lambda may build, and a workout that takes every path of every method it has. */
const workouts: { [id in RepositoryId]: (client: DynamoDBClient, track: Track) => Promise<void> } = {
  'published-posts': async (client, track) => {
    const posts = track(new PublishedPostsRepository(documentClientFor(client), store.tableNames.posts!));
    expect(await posts.countPublished()).toBe(9);
    // The newest page is the latest seven; page 1 is the block of the seven oldest, newest first.
    expect((await posts.listPage(2, 2, 7)).map((post) => post.slug)).toEqual(
      published.slice(0, 7).map((post) => post.slug),
    );
    expect((await posts.listPage(1, 2, 7)).map((post) => post.slug)).toEqual(
      published.slice(2).map((post) => post.slug),
    );
    expect(await posts.listPage(3, 3, 7)).toHaveLength(7);
    expect((await posts.publishedBySlug('post-3'))?.content).toBe('<p>Content of post 3.</p>');
    expect(await posts.publishedBySlug(draft.slug)).toBeUndefined();
    expect((await posts.publishedById(published[4]!.id))?.slug).toBe('post-4');
    expect(await posts.publishedById(draft.id)).toBeUndefined();
  },
  'published-pages': async (client, track) => {
    const pages = track(new PublishedPagesRepository(documentClientFor(client), store.tableNames.pages!));
    expect(await pages.get(page.slug)).toEqual(page);
    expect(await pages.get('missing')).toBeUndefined();
  },
  events: async (client, track) => {
    const events = track(new EventsRepository(documentClientFor(client), store.tableNames[eventsTable.id]!));
    const dimensions = { event: 'page_view', path: '/', viewport: 'phone' } as const;
    await events.add('2026-01-01', [['page_view|/', { dimensions, count: 2 }]], 60);
    await events.add('2026-01-01', [['page_view|/', { dimensions, count: 3 }]], 60);
    expect(await events.admitted('2026-01-01', 'referrer', ['a.example', 'b.example'], 1, 60)).toEqual(
      new Set(['a.example']),
    );
    expect(await events.admitted('2026-01-01', 'referrer', ['a.example', 'c.example'], 1, 60)).toEqual(
      new Set(['a.example']),
    );
  },
  'rate-limits': async (client, track) => {
    const limits = track(
      new RateLimitsRepository(documentClientFor(client), store.tableNames['rate-limits']!),
    );
    const visitor = '198.51.100.1';
    const count = { scopes: ['tool', '*'], day: '2026-01-01', tokens: 500, expiresAt: 60 };
    expect(await limits.visitorRecord(visitor)).toBeUndefined();
    expect(await limits.countRequest(visitor, { ...count, at: 1000 })).toEqual({
      hits: { tool: [1000], '*': [1000] },
      tokens: { '2026-01-01': 500 },
    });
    await limits.countRequest(visitor, { ...count, at: 2000, scopes: ['tool'], tokens: 0 });
    expect(await limits.uncountRequest(visitor, [{ scope: 'tool', index: 0 }], 2000, '2026-01-01', 0)).toBe(
      false,
    );
    expect(await limits.uncountRequest(visitor, [{ scope: 'tool', index: 1 }], 2000, '2026-01-01', 0)).toBe(
      true,
    );
    expect(await limits.addVisitorTokens(visitor, '2025-12-30', 40, 60)).toBe(40);
    expect(await limits.addVisitorTokens(visitor, '2026-01-01', -100, 60)).toBe(400);
    expect(await limits.addVisitorCpu(visitor, '2026-01-01', 250, 60)).toBe(250);
    expect(await limits.addVisitorCpu(visitor, '2026-01-01', 100, 60)).toBe(350);
    expect(await limits.pruneVisitor(visitor, [{ scope: 'tool', count: 1 }], 1000, [])).toBe(false);
    expect(await limits.pruneVisitor(visitor, [{ scope: 'tool', count: 1 }], 1001, ['2025-12-30'])).toBe(
      true,
    );
    expect(await limits.visitorRecord(visitor)).toEqual({
      hits: { tool: [], '*': [1000] },
      tokens: { '2026-01-01': 400 },
      cpu: { '2026-01-01': 350 },
    });
    expect(await limits.tokensUsed('2026-01-01')).toBe(0);
    expect(await limits.addTokens('2026-01-01', 120, 60)).toBe(120);
    expect(await limits.addTokens('2026-01-01', 30, 60)).toBe(150);
    expect(await limits.tokensUsed('2026-01-01')).toBe(150);
  },
  youtube: async (client, track) => {
    const youtube = track(new YouTubeRepository(documentClientFor(client), store.tableNames.youtube!));
    const now = Date.parse('2026-01-15T20:00:00Z');
    await youtube.saveSearch('sourdough', [], now, now + 1000);
    expect(await youtube.cachedSearch('sourdough', now)).toEqual({ videos: [], fetchedAt: now });
    expect(await youtube.cachedSearch('sourdough', now + 1000)).toBeUndefined();
    expect(await youtube.reserveUnits('2026-01-15', 102, 204, now)).toBe(102);
    expect(await youtube.reserveUnits('2026-01-15', 102, 204, now)).toBe(204);
    expect(await youtube.reserveUnits('2026-01-15', 102, 204, now)).toBeUndefined();
    await youtube.markExhausted('2026-01-16', now);
    expect(await youtube.reserveUnits('2026-01-16', 102, 9000, now)).toBeUndefined();
    expect(await youtube.unitsUsed('2026-01-15')).toBe(204);
    expect(await youtube.countVisitorKeyword('2026-01-15', '198.51.100.1', 1, now)).toBe(true);
    expect(await youtube.countVisitorKeyword('2026-01-15', '198.51.100.1', 1, now)).toBe(false);
  },
  research: async (client, track) => {
    const research = track(new ResearchRepository(documentClientFor(client), store.tableNames.research!));
    const now = Date.parse('2026-01-15T20:00:00Z');
    await research.save('sourdough starter', 'en', [], now, now + 1000);
    expect(await research.cached('sourdough starter', 'en', now)).toEqual({ sources: [], researchedAt: now });
    expect(await research.cached('sourdough starter', 'fr', now)).toBeUndefined();
    expect(await research.cached('sourdough starter', 'en', now + 1000)).toBeUndefined();
    expect(await research.countCall('2026-01-15', 2, now)).toBe(1);
    expect(await research.countCall('2026-01-15', 2, now)).toBe(2);
    expect(await research.countCall('2026-01-15', 2, now)).toBeUndefined();
  },
  'roast-leads': async (client, track) => {
    const leads = track(new RoastLeadsRepository(documentClientFor(client), store.tableNames.leads!));
    const submission = sampleSubmission('ana@example.com', 'key-access-0000000000');
    const { lead } = await leads.create(submission, 30);
    expect((await leads.create(submission, 30)).created).toBe(false);
    expect(await leads.get('lead_missing')).toBeUndefined();
    expect(await leads.claimGeneration(lead.id, new Date(0))).toBe(false);
    await leads.recordFailure(lead.id, 'model_throttled');
    expect(await leads.claimGeneration(lead.id, new Date(0))).toBe(true);
    await leads.recordResult(lead.id, sampleResult, false);
    expect(await leads.claimEmail(lead.id)).toBe(true);
    expect(await leads.claimEmail(lead.id)).toBe(false);
    await leads.recordEmail(lead.id, 'emailed', 'ses-1');
    expect((await leads.get(lead.id))?.status).toBe('emailed');
  },
  'opt-outs': async (client, track) => {
    const optOuts = track(new OptOutsRepository(documentClientFor(client), store.tableNames.leads!));
    expect(await optOuts.isOptedOut('bo@example.com')).toBe(false);
    await optOuts.optOut(hashAddress('bo@example.com'));
    expect(await optOuts.isOptedOut('bo@example.com')).toBe(true);
  },
  'table-status': async (client, track) => {
    const statuses = track(new TableStatusRepository(client));
    for (const table of tables) expect(await statuses.status(store.tableNames[table.id]!)).toBe('ACTIVE');
  },
};

describe('each repository a Lambda builds sends exactly the calls catalog/data-access.ts grants it', () => {
  it('has a workout for every declared repository', () => {
    expect(Object.keys(workouts).sort()).toEqual(Object.keys(repositoryAccess).sort());
  });

  it.each(Object.keys(workouts) as RepositoryId[])('%s, with every method exercised', async (id) => {
    const { client, calls } = recordingClient();
    const { track, unreached } = methodTracker();
    await workouts[id](client, track);
    client.destroy();
    expect(unreached()).toEqual([]);
    expect([...calls].sort()).toEqual(declared(id).sort());
  });
});
