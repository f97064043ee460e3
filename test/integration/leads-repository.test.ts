import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tables } from '../../catalog/tables';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { hashAddress } from '../../lambdas/shared/email/address-hash';
import { leadSource, type NewLead } from '../../lambdas/shared/repositories/lead-record';
import { LeadsRepository } from '../../lambdas/shared/repositories/leads-repository';
import { OptOutsRepository } from '../../lambdas/shared/repositories/opt-outs-repository';
import { startLocalStore, type LocalStore } from '../../scripts/local/store';

const brand = {
  brandName: 'Rise Bakery',
  websiteURL: 'https://rise.example',
  tagline: 'Fresh bread daily',
  description: 'A neighbourhood bakery.',
  audience: 'Early risers',
};
const result = {
  roast: 'Fresh, daily, bread: three words every bakery owns.',
  rebuild: { new_taglines: ['a one', 'a two', 'a three'], elevator_pitch: 'Pitch.', voice: ['warm'] },
};
const submission = (email: string, idempotencyKey: string, source = leadSource()): NewLead => ({
  email,
  brand,
  source,
  consentText: 'We will email your roast.',
  idempotencyKey,
});

let dataDir: string;
let store: LocalStore;
let now = new Date('2026-03-01T10:00:00Z');
let repo: LeadsRepository;
let optOuts: OptOutsRepository;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'copilot-leads-'));
  store = await startLocalStore({ dataDir, stage: 'local', tables });
  repo = new LeadsRepository(documentClientFor(store.client), store.tableNames.leads!, () => now);
  optOuts = new OptOutsRepository(documentClientFor(store.client), store.tableNames.leads!, () => now);
});
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('LeadsRepository', () => {
  it('stores one lead per submission however often or concurrently it is retried', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        repo.create(submission('Ada@Example.com ', 'key-aaaaaaaaaaaaaaaa'), 30),
      ),
    );
    expect(attempts.filter((attempt) => attempt.created)).toHaveLength(1);
    expect(new Set(attempts.map((attempt) => attempt.lead.id)).size).toBe(1);
    const [lead] = await repo.findByEmail('ada@example.com');
    expect(lead).toMatchObject({
      email: 'Ada@Example.com',
      emailHash: hashAddress('ada@example.com'),
      status: 'received',
      source: 'brand-roast',
      consentText: 'We will email your roast.',
      consentAt: '2026-03-01T10:00:00.000Z',
      expiresAt: Date.parse('2026-03-31T10:00:00Z') / 1000,
    });
    expect(await repo.findByEmail('ada@example.com')).toHaveLength(1);
  });

  it('gives a replayed key with another address its own lead', async () => {
    now = new Date('2026-03-01T10:01:00Z');
    const first = await repo.create(submission('ada@example.com', 'key-aaaaaaaaaaaaaaaa'), 30);
    const other = await repo.create(submission('eve@example.com', 'key-aaaaaaaaaaaaaaaa'), 30);
    expect(first.created).toBe(false);
    expect(other.created).toBe(true);
    expect(other.lead.id).not.toBe(first.lead.id);
    expect(other.lead.email).toBe('eve@example.com');
  });

  it('lets exactly one caller claim the email, and again only after a failed send', async () => {
    now = new Date('2026-03-01T10:02:00Z');
    const { lead } = await repo.create(submission('bo@example.com', 'key-bbbbbbbbbbbbbbbb'), 30);
    await repo.recordResult(lead.id, result, false);
    const claims = await Promise.all(Array.from({ length: 5 }, () => repo.claimEmail(lead.id)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await repo.recordEmail(lead.id, 'email_failed');
    expect(await repo.claimEmail(lead.id)).toBe(true);
    await repo.recordEmail(lead.id, 'emailed', 'ses-1');
    expect(await repo.claimEmail(lead.id)).toBe(false);
    expect(await repo.get(lead.id)).toMatchObject({
      status: 'emailed',
      messageId: 'ses-1',
      result,
      demo: false,
    });
  });

  it('lets one request generate: the storing one, then only after a failure or once its claim is stale', async () => {
    now = new Date('2026-03-01T10:02:30Z');
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => repo.create(submission('gen@example.com', 'key-gggggggggggggggg'), 30)),
    );
    const { lead } = attempts.find((attempt) => attempt.created)!;
    const recent = new Date('2026-03-01T10:00:30Z');
    const claims = await Promise.all(Array.from({ length: 5 }, () => repo.claimGeneration(lead.id, recent)));
    expect(claims.filter(Boolean)).toHaveLength(0);
    expect(await repo.claimGeneration(lead.id, new Date('2026-03-01T10:03:00Z'))).toBe(true); // stale
    await repo.recordFailure(lead.id, 'timeout');
    expect(await repo.claimGeneration(lead.id, recent)).toBe(true);
    expect((await repo.get(lead.id))!.status).toBe('received');
    await repo.recordResult(lead.id, result, false);
    expect(await repo.claimGeneration(lead.id, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(await repo.deleteByEmail('gen@example.com')).toBe(1); // the listings below count leads
  });

  it('records failures and opt-outs by address hash', async () => {
    now = new Date('2026-03-01T10:03:00Z');
    const { lead } = await repo.create(submission('cy@example.com', 'key-cccccccccccccccc'), 30);
    await repo.recordFailure(lead.id, 'model_throttled');
    expect(await repo.get(lead.id)).toMatchObject({ status: 'failed', failure: 'model_throttled' });
    expect(await optOuts.isOptedOut('CY@example.com')).toBe(false);
    await optOuts.optOut(hashAddress('cy@example.com'));
    await optOuts.optOut(hashAddress('cy@example.com'));
    expect(await optOuts.isOptedOut(' Cy@Example.com')).toBe(true);
    expect(await repo.get(`optout#${hashAddress('cy@example.com')}`)).toBeUndefined();
  });

  it('lists newest first by time, source and status, without the opt-out items', async () => {
    now = new Date('2026-04-02T09:00:00Z');
    await repo.create(
      submission('dee@example.com', 'key-dddddddddddddddd', leadSource('dentist-brand-roast')),
      30,
    );
    const all = await repo.list();
    expect(all.map((lead) => lead.email)).toEqual([
      'dee@example.com',
      'cy@example.com',
      'bo@example.com',
      'eve@example.com',
      'Ada@Example.com',
    ]);
    expect((await repo.list({ since: '2026-04-01T00:00:00.000Z' })).map((l) => l.email)).toEqual([
      'dee@example.com',
    ]);
    expect((await repo.list({ source: 'tools/dentist-brand-roast' })).map((l) => l.email)).toEqual([
      'dee@example.com',
    ]);
    expect((await repo.list({ status: 'failed' })).map((l) => l.email)).toEqual(['cy@example.com']);
    expect(await repo.list({ source: 'brand-roast', status: 'emailed' })).toHaveLength(1);
  });

  it('deletes every lead of an address with its results, and never writes a deleted lead back', async () => {
    const { lead } = await repo.create(submission('ada@example.com', 'key-eeeeeeeeeeeeeeee'), 30);
    expect(await repo.findByEmail('ada@example.com')).toHaveLength(2);
    expect(await repo.deleteByEmail('ADA@example.com')).toBe(2);
    expect(await repo.findByEmail('ada@example.com')).toEqual([]);
    expect(await repo.get(lead.id)).toBeUndefined();
    await expect(repo.recordResult(lead.id, result, false)).rejects.toThrow();
    expect(await repo.get(lead.id)).toBeUndefined();
    expect(await repo.findByEmail('eve@example.com')).toHaveLength(1);
  });
});
