import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { stackName, tableOutputKey } from '../../catalog/names';
import { tables } from '../../catalog/tables';
import { folderWith, runAdmin } from '../support/admin-cli';
import { startFakeCloudFormation } from '../support/fake-cloudformation';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

// A test starts the CLI up to six times (plain node on its bundle; a start and a store take seconds at load 20).
jest.setTimeout(180_000);

const header = 'slug,meta_title,meta_description,h1,intro_copy,trust_h3_1,trust_p_1';
const csv = [
  header,
  'bakery-brand-roast,Bakery Roast,Roast my bakery,Roast My Bakery,Tell us about your bakery.,Fresh,Hot',
  'gym-brand-roast,Gym Roast,Roast my gym,,Tell us about your gym.,,',
  'Bad Slug!,Title,Description,H1,Intro,,',
  '"florist-brand-roast","Florist Roast","Roast my florist, kindly","Roast My Florist","Tell us ""everything"".",,',
].join('\n');

let site: RemoteSite;
let files: string;
beforeAll(async () => {
  site = await startRemoteSite();
  files = folderWith({ 'pages.csv': `${csv}\n`, 'pages.txt': 'nope' });
});
afterAll(async () => {
  await site.close();
  rmSync(files, { recursive: true, force: true });
});

const admin = (args: string[]) => runAdmin(args, { dataDir: site.dataDir });
const pageStatus = async (slug: string) => (await fetch(`${site.url}/api/programmatic-pages/${slug}`)).status;

describe('pages import', () => {
  it('reports every bad row with its line number and imports none of the file', async () => {
    const run = await admin(['pages', 'import', join(files, 'pages.csv')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('2 bad rows; nothing was imported.');
    expect(run.stderr).toContain("line 3: 'h1' is required");
    expect(run.stderr).toMatch(/line 4: 'slug' must be lowercase letters and digits/);
    expect(await pageStatus('bakery-brand-roast')).toBe(404);
    expect((await admin(['pages', 'list'])).stdout).toContain('No programmatic pages yet.');
  });

  it('imports the good rows with --skip-invalid and reports the skipped ones', async () => {
    const run = await admin(['pages', 'import', '--skip-invalid', join(files, 'pages.csv')]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('skipped line 3');
    expect(run.stdout).toContain('imported 2 pages (2 new, 0 replaced), skipped 2 bad rows');
    const florist = await fetch(`${site.url}/api/programmatic-pages/florist-brand-roast`);
    expect(await florist.json()).toEqual({
      slug: 'florist-brand-roast',
      meta_title: 'Florist Roast',
      meta_description: 'Roast my florist, kindly',
      h1: 'Roast My Florist',
      intro_copy: 'Tell us "everything".',
    });
  });

  it('imports the example JSON file, replaces on re-import, and refuses other file types', async () => {
    const json = 'content/pages/programmatic-pages.json';
    expect((await admin(['pages', 'import', '--dry-run', json])).stdout).toContain(
      '[dry run] would have imported 3 pages (3 new, 0 replaced)',
    );
    expect(await pageStatus('dentist-brand-roast')).toBe(404);
    expect((await admin(['pages', 'import', json])).stdout).toContain('imported 3 pages (3 new, 0 replaced)');
    expect((await admin(['pages', 'import', json])).stdout).toContain('imported 3 pages (0 new, 3 replaced)');
    expect(await pageStatus('dentist-brand-roast')).toBe(200);
    const wrongType = await admin(['pages', 'import', join(files, 'pages.txt')]);
    expect(wrongType.code).toBe(1);
    expect(wrongType.stderr).toContain('use a .json or .csv file');
  });

  it('lists and deletes pages', async () => {
    const listed = await admin(['pages', 'list']);
    expect(listed.stdout).toContain('5 pages');
    expect(await admin(['pages', 'delete', 'gym-brand-roast'])).toMatchObject({ code: 1 });
    expect(await admin(['pages', 'delete', 'bakery-brand-roast', '--yes'])).toMatchObject({ code: 0 });
    expect(await pageStatus('bakery-brand-roast')).toBe(404);
  });
});

describe('--stage', () => {
  it("finds the stage's tables in its data stack outputs and works on them", async () => {
    const outputs = Object.fromEntries(tables.map((t) => [tableOutputKey(t), site.store.tableNames[t.id]!]));
    const cloudFormation = await startFakeCloudFormation(stackName('qa', 'Data'), outputs);
    const env = {
      AWS_ENDPOINT_URL_CLOUDFORMATION: cloudFormation.endpoint,
      AWS_ENDPOINT_URL_DYNAMODB: site.store.endpoint,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_REGION: 'eu-west-1',
    };
    try {
      const listed = await runAdmin(['--stage', 'qa', 'pages', 'list'], { dataDir: files, env });
      expect(listed.code).toBe(0);
      expect(listed.stderr).toContain('Using stage qa (eu-west-1)');
      expect(listed.stdout).toContain('dentist-brand-roast');
      const unknown = await runAdmin(['--stage', 'nope', 'posts', 'list'], { dataDir: files, env });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("Stage 'nope' has no stack ContentCopilot-nope-Data in eu-west-1.");
    } finally {
      await cloudFormation.close();
    }
  });
});

it('shows --help on every command', async () => {
  const commands = [
    ['posts', 'add'],
    ['posts', 'update'],
    ['posts', 'publish'],
    ['posts', 'unpublish'],
    ['posts', 'list'],
    ['posts', 'delete'],
    ['posts', 'export'],
    ['pages', 'import'],
    ['pages', 'list'],
    ['pages', 'delete'],
  ];
  const runs = await Promise.all(commands.map((command) => admin([...command, '--help'])));
  runs.forEach((run, i) => {
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: admin ${commands[i]!.join(' ')}`);
  });
});
