import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { folderWith, postFile, runAdmin } from '../support/admin-cli';
import type { RemoteSite } from '../support/stack/remote-site';
import { startRemoteSite } from '../support/stack/start';

// A test starts the CLI up to six times (plain node on its bundle; a start and a store take seconds at load 20).
jest.setTimeout(180_000);

let site: RemoteSite;
let files: string;
beforeAll(async () => {
  site = await startRemoteSite();
  files = folderWith({
    'first.md': postFile({}),
    'xss.html': postFile(
      { title: 'Unsafe HTML', slug: 'unsafe-html', published: true },
      '<p>Safe text</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">link</a><svg onload="alert(4)"></svg>' +
        '<iframe src="https://example.com"></iframe><form><input></form><img src="data:image/png;base64,AAAA">',
    ),
    'no-author.md': postFile({ author: undefined, slug: 'no-author' }),
    'bad-date.md': postFile({ date: '2025-02-30', slug: 'bad-date' }),
    'same-slug.md': postFile({ title: 'Another first post', slug: 'first-post' }),
    'later.md': postFile({ title: 'Later Post', date: '2025-05-01' }),
  });
});
afterAll(async () => {
  await site.close();
  rmSync(files, { recursive: true, force: true });
});

const admin = (args: string[], input?: string) =>
  runAdmin(args, { dataDir: site.dataDir, ...(input === undefined ? {} : { input }) });
const api = async (path: string) => {
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it('adds a draft through the running server, and publishing shows it on the site', async () => {
  const added = await admin(['posts', 'add', join(files, 'first.md')]);
  expect(added).toMatchObject({ code: 0 });
  expect(added.stderr).toContain("Using the running local server's store");
  expect(added.stdout).toMatch(/added 'first-post' \(draft, 2025-04-01, id [0-9a-f-]{36}\)/);
  expect((await api('/api/blog-posts')).body.posts).toEqual([]);

  expect(await admin(['posts', 'publish', 'first-post'])).toMatchObject({ code: 0 });
  expect((await api('/api/blog-posts')).body.posts).toMatchObject([{ slug: 'first-post' }]);
  const post = await api('/api/blog-posts/first-post');
  expect(post.body).toMatchObject({ title: 'First Post', content: '<p>Hello <strong>world</strong>.</p>' });
});

it('sanitizes HTML on the way in', async () => {
  expect(await admin(['posts', 'add', join(files, 'xss.html')])).toMatchObject({ code: 0 });
  const { body } = await api('/api/blog-posts/unsafe-html');
  expect(body.content).toBe('<p>Safe text</p><img src="x.png" /><a>link</a>');
});

it('refuses bad files with one message per problem, writes nothing and exits 1', async () => {
  const bad = await admin(['posts', 'add', join(files, 'no-author.md'), join(files, 'bad-date.md')]);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain('Nothing was added');
  expect(bad.stderr).toContain("no-author.md: missing front matter field 'author'");
  expect(bad.stderr).toContain("bad-date.md: 'date' must be a real date written YYYY-MM-DD");

  const duplicate = await admin(['posts', 'add', join(files, 'same-slug.md')]);
  expect(duplicate.code).toBe(1);
  expect(duplicate.stderr).toContain("duplicate slug 'first-post': already used by 'First Post'");

  const missing = await admin(['posts', 'add', join(files, 'nowhere.md')]);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain(`File not found: ${join(files, 'nowhere.md')}`);

  const dryRun = await admin(['posts', 'add', '--dry-run', join(files, 'later.md')]);
  expect(dryRun.code).toBe(0);
  expect(dryRun.stdout).toContain("[dry run] would have added 'later-post'");

  const listed = await admin(['posts', 'list', '--json']);
  expect((JSON.parse(listed.stdout) as { slug: string }[]).map((p) => p.slug).sort()).toEqual([
    'first-post',
    'unsafe-html',
  ]);
});

it('lists published posts and drafts with their dates, newest first', async () => {
  expect(await admin(['posts', 'add', join(files, 'later.md')])).toMatchObject({ code: 0 });
  const { code, stdout } = await admin(['posts', 'list']);
  expect(code).toBe(0);
  const rows = stdout.split('\n').filter((line) => /^(published|draft)/.test(line));
  expect(rows.map((row) => row.split(/\s{2,}/).slice(0, 3))).toEqual([
    ['draft', '2025-05-01', 'later-post'],
    ['published', '2025-04-01', 'first-post'],
    ['published', '2025-04-01', 'unsafe-html'],
  ]);
  expect(stdout).toContain('3 posts: 2 published, 1 draft\n');
});

it('updates fields and unpublishes, and the site follows', async () => {
  expect(await admin(['posts', 'update', 'first-post', '--title', 'First Post, Revised'])).toMatchObject({
    code: 0,
  });
  expect((await api('/api/blog-posts/first-post')).body.title).toBe('First Post, Revised');
  expect(await admin(['posts', 'unpublish', 'first-post'])).toMatchObject({ code: 0 });
  expect((await api('/api/blog-posts/first-post')).status).toBe(404);
});

it('exports every post and re-imports them into a fresh store, ids and content unchanged', async () => {
  const exported = folderWith({});
  const out = await admin(['posts', 'export', exported]);
  expect(out).toMatchObject({ code: 0 });
  expect(readdirSync(exported).sort()).toEqual(['first-post.html', 'later-post.html', 'unsafe-html.html']);

  const fresh = folderWith({});
  const imported = await runAdmin(['posts', 'add', exported], { dataDir: fresh });
  expect(imported.code).toBe(0);
  expect(imported.stderr).toContain(`Using the local store in ${fresh}`);
  const before = JSON.parse((await admin(['posts', 'list', '--json'])).stdout) as unknown[];
  const after = JSON.parse((await runAdmin(['posts', 'list', '--json'], { dataDir: fresh })).stdout);
  expect(after).toEqual(before);

  const again = folderWith({});
  await runAdmin(['posts', 'export', again], { dataDir: fresh });
  for (const name of readdirSync(exported)) {
    expect(readFileSync(join(again, name), 'utf8')).toBe(readFileSync(join(exported, name), 'utf8'));
  }
  for (const dir of [exported, fresh, again]) rmSync(dir, { recursive: true, force: true });
});

it('deletes only after confirmation or with --yes', async () => {
  const declined = await admin(['posts', 'delete', 'later-post']);
  expect(declined.code).toBe(1);
  expect(declined.stderr).toContain('Cancelled: nothing was deleted.');
  expect(await admin(['posts', 'delete', 'later-post', '--dry-run'])).toMatchObject({ code: 0 });
  const confirmed = await admin(['posts', 'delete', 'later-post'], 'y\n');
  expect(confirmed.code).toBe(0);
  expect(await admin(['posts', 'delete', 'unsafe-html', '--yes'])).toMatchObject({ code: 0 });
  const listed = JSON.parse((await admin(['posts', 'list', '--json'])).stdout) as { slug: string }[];
  expect(listed.map((p) => p.slug)).toEqual(['first-post']);
  expect((await admin(['posts', 'delete', 'later-post', '--yes'])).stderr).toContain(
    "No post with slug or id 'later-post'.",
  );
});
