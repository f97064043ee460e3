import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { hashAddress } from '../../lambdas/shared/email/address-hash';
import type { LeadsRepository } from '../../lambdas/shared/repositories/leads-repository';
import { folderWith, runAdmin } from '../support/admin-cli';
import { leadsIn, optOutsIn, sampleBrand, sampleResult, sampleSubmission } from '../support/leads';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

// A test starts the CLI up to six times (plain node on its bundle; a start and a store take seconds at load 20).
jest.setTimeout(180_000);

let site: RemoteSite;
let leads: LeadsRepository;
let files: string;
let now = new Date('2026-05-01T08:00:00Z');
const ids: Record<string, string> = {};

beforeAll(async () => {
  site = await startRemoteSite();
  files = folderWith({});
  leads = leadsIn(site.store, () => now);
  const add = async (name: string, email: string, at: string, sourceSlug?: string) => {
    now = new Date(at);
    ids[name] = (
      await leads.create(sampleSubmission(email, `key-${name}-0000000000000`, sourceSlug), 365)
    ).lead.id;
  };
  await add('old', 'old@example.com', '2026-01-10T09:00:00Z');
  await add('dentist', 'dee@example.com', '2026-05-01T10:00:00Z', 'dentist-brand-roast');
  await add('failed', 'fay@example.com', '2026-05-02T10:00:00Z');
  await leads.recordFailure(ids.failed!, 'model_throttled');
  now = new Date('2026-05-03T10:00:00Z');
  const injected = await leads.create(
    {
      ...sampleSubmission('=evil@example.com', 'key-injected-00000000000'),
      brand: {
        ...sampleBrand,
        brandName: '=HYPERLINK("http://evil.test","Click")',
        tagline: '+1, "quoted"',
        description: 'x;=1+1;y\t-2',
      },
    },
    365,
  );
  ids.injected = injected.lead.id;
  await leads.recordResult(ids.dentist!, sampleResult, false);
});
afterAll(async () => {
  await site.close();
  rmSync(files, { recursive: true, force: true });
});

const admin = (args: string[], input?: string) =>
  runAdmin(args, { dataDir: site.dataDir, ...(input === undefined ? {} : { input }) });

describe('leads list', () => {
  it('lists every lead newest first, through the running server', async () => {
    const run = await admin(['leads', 'list']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("Using the running local server's store");
    const order = ['=evil@example.com', 'fay@example.com', 'dee@example.com', 'old@example.com'];
    expect(order.map((email) => run.stdout.indexOf(email))).toEqual(
      [...order.map((email) => run.stdout.indexOf(email))].sort((a, b) => a - b),
    );
    expect(run.stdout).toContain('4 leads');
  });

  it('filters by time, source and status', async () => {
    const since = await admin(['leads', 'list', '--since', '2026-05-01']);
    expect(since.stdout).toContain('3 leads');
    expect(since.stdout).not.toContain('old@example.com');
    const source = await admin(['leads', 'list', '--source', 'dentist-brand-roast', '--json']);
    expect((JSON.parse(source.stdout) as { email: string }[]).map((lead) => lead.email)).toEqual([
      'dee@example.com',
    ]);
    const status = await admin(['leads', 'list', '--status', 'failed']);
    expect(status.stdout).toContain('fay@example.com');
    expect(status.stdout).toContain('1 lead');
    expect(
      (await admin(['leads', 'list', '--source', 'tools/nope', '--status', 'emailed'])).stdout,
    ).toContain('No leads match.');
  });

  it('explains a bad filter and exits 1', async () => {
    const run = await admin(['leads', 'list', '--status', 'lost', '--since', 'yesterday']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--since: use a date (2026-11-01)');
    expect(run.stderr).toContain('--status: use one of received, failed, generated');
  });
});

describe('leads export', () => {
  it('writes CSV a spreadsheet opens without running any cell as a formula', async () => {
    const run = await admin(['leads', 'export', '--csv']);
    expect(run.code).toBe(0);
    const rows = parse(run.stdout, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    const injected = rows.find((row) => row.id === ids.injected)!;
    expect(injected.email).toBe("'=evil@example.com");
    expect(injected.brand_name).toBe(`'=HYPERLINK("http://evil.test","Click")`);
    expect(injected.tagline).toBe(`'+1, "quoted"`);
    expect(injected.description).toBe("x;'=1+1;y\t'-2");
    expect(rows.find((row) => row.id === ids.dentist)).toMatchObject({
      source: 'tools/dentist-brand-roast',
      status: 'generated',
      consent_text: 'We will email your roast.',
      consent_at: '2026-05-01T10:00:00.000Z',
    });
    // Opened with any separator, honouring quotes or not, no cell starts a formula.
    for (const delimiter of [',', ';', '\t'])
      for (const quote of ['"', false] as const) {
        const options = { delimiter, quote, relax_quotes: true, relax_column_count: true };
        const cells = (parse(run.stdout, options) as string[][]).flat();
        expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell.replace(/^"+/, '')))).toEqual([]);
      }
  });

  it('writes JSON or a file, with the same filters', async () => {
    const out = join(files, 'leads.csv');
    const run = await admin(['leads', 'export', '--since', '2026-05-02', '--out', out]);
    expect(run.stderr).toContain('exported 2 leads');
    expect(readFileSync(out, 'utf8').split('\r\n')[0]).toMatch(/^"id","created_at","email","brand_name",/);
    const json = await admin(['leads', 'export', '--json', '--status', 'failed']);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((lead) => lead.id)).toEqual([ids.failed]);
  });
});

describe('leads resend', () => {
  it('emails a generated roast again through the local mail server', async () => {
    expect((await admin(['leads', 'resend', ids.dentist!, '--dry-run'])).stdout).toContain(
      `[dry run] would have resent lead ${ids.dentist} to dee@example.com`,
    );
    expect(await site.ses.sent()).toEqual([]);
    const run = await admin(['leads', 'resend', 'DEE@example.com']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`resent lead ${ids.dentist} to dee@example.com`);
    const [mail] = await site.ses.sent();
    expect(mail).toMatchObject({
      subject: 'Your brand roast: Rise Bakery',
      destination: { to: ['dee@example.com'] },
    });
    expect(mail!.body.text).toContain(
      `Unsubscribe: ${site.url}/api/unsubscribe?token=${hashAddress('dee@example.com')}.`,
    );
    expect((await leads.get(ids.dentist!))!.status).toBe('emailed');
  });

  it('refuses a lead without a roast, an unknown lead and an opted-out address', async () => {
    const failed = await admin(['leads', 'resend', ids.failed!]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`No roast was generated for ${ids.failed}`);
    expect((await admin(['leads', 'resend', 'lead_nope'])).stderr).toContain('No lead lead_nope.');
    await optOutsIn(site.store).optOut(hashAddress('dee@example.com'));
    const optedOut = await admin(['leads', 'resend', ids.dentist!]);
    expect(optedOut.code).toBe(1);
    expect(optedOut.stderr).toContain('dee@example.com opted out: not sent.');
    expect(await site.ses.sent()).toHaveLength(1);
  });
});

describe('leads delete', () => {
  it('asks first, and deletes every lead of the address with its results when told', async () => {
    await leads.create(sampleSubmission('dee@example.com', 'key-second-0000000000000'), 365);
    expect((await admin(['leads', 'delete', '--email', 'dee@example.com', '--dry-run'])).stdout).toContain(
      '[dry run] would have deleted 2 leads of dee@example.com',
    );
    const cancelled = await admin(['leads', 'delete', '--email', 'dee@example.com'], 'n\n');
    expect(cancelled.code).toBe(1);
    expect(await leads.findByEmail('dee@example.com')).toHaveLength(2);
    const run = await admin(['leads', 'delete', '--email', 'Dee@Example.com', '--yes']);
    expect(run.stdout).toContain('deleted 2 leads of Dee@Example.com');
    expect(await leads.findByEmail('dee@example.com')).toEqual([]);
    expect(await leads.get(ids.dentist!)).toBeUndefined();
    expect(await optOutsIn(site.store).isOptedOut('dee@example.com')).toBe(true);
    expect((await admin(['leads', 'delete', '--email', 'dee@example.com', '--yes'])).stdout).toContain(
      'No leads for dee@example.com.',
    );
  });
});

it('shows --help on every leads command', async () => {
  const commands = ['list', 'export', 'delete', 'resend'];
  const runs = await Promise.all(commands.map((command) => admin(['leads', command, '--help'])));
  runs.forEach((run, i) => {
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: admin leads ${commands[i]}`);
  });
});
