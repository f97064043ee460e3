import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError } from '../../../scripts/admin/cli-error';
import { readPostFile, toPostFile } from '../../../scripts/admin/post-files';

const FIELDS = [
  'title: Bread at dawn',
  'author: Ada',
  'category: Baking',
  'excerpt: Why we bake early.',
  'date: 2025-03-04',
];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'post-files-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a post file and reads it back, or answers the problems it was refused with. */
async function read(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  try {
    return (await readPostFile(file)).post;
  } catch (err) {
    if (err instanceof CliError) return [err.message, ...err.problems];
    throw err;
  }
}

describe('post files', () => {
  it('read the front matter as fields and the rest as the body, a later --- line included', async () => {
    const post = await read('a.md', `---\n${FIELDS.join('\n')}\n---\n# Up early\n\n---\n\nMore.\n`);
    expect(post).toMatchObject({
      title: 'Bread at dawn',
      slug: 'bread-at-dawn',
      date: '2025-03-04',
      published: false,
    });
    expect((post as { content: string }).content).toBe('<h1>Up early</h1>\n<hr />\n<p>More.</p>');
  });

  it('keep YAML 1.1 look-alikes as text, so a bad date or a yes is reported, not converted', async () => {
    const fields = [...FIELDS.slice(0, 4), 'date: 2025-13-40', 'published: yes'];
    const problems = await read('b.md', `---\n${fields.join('\n')}\n---\nBody\n`);
    expect(problems).toEqual([
      expect.stringContaining('invalid post'),
      expect.stringMatching(/^'date' /),
      "'published' must be true or false",
    ]);
  });

  it('refuse front matter that is not YAML fields, and read a file without any as missing every field', async () => {
    expect(await read('c.md', '---\n- a\n- b\n---\nBody\n')).toEqual([
      expect.stringContaining('the front matter is not valid YAML'),
      'It is not a list of fields.',
    ]);
    expect(await read('d.md', '---\ntitle: [unclosed\n---\nBody\n')).toEqual([
      expect.stringContaining('the front matter is not valid YAML'),
      expect.any(String),
    ]);
    expect(await read('e.md', 'Just a body\n')).toEqual(
      expect.arrayContaining(["missing front matter field 'title'", "missing front matter field 'date'"]),
    );
  });

  it('export a post as a file that reads back as the same post', async () => {
    const post = await read(
      'f.html',
      `\uFEFF---\r\n${FIELDS.join('\r\n')}\r\npublished: true\r\n---\r\n<p>Hi</p>`,
    );
    const again = await read('g.html', toPostFile(post as Parameters<typeof toPostFile>[0]));
    expect(again).toEqual(post);
  });
});
