import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { routes } from '../../catalog/routes';
import { namesOf, TOOL_ID, type ToolNames } from './names';
import { serverFiles, type Kind } from './server-templates';
import { testFiles } from './test-templates';
import { webFiles } from './web-templates';

/** The one shared file a new tool joins: a line in the manifest. */
export const MANIFEST = 'catalog/tools.ts';

/** Why an id cannot name a new tool, or undefined when it can. */
export function refusalOf(root: string, id: string): string | undefined {
  if (!TOOL_ID.test(id) || id.length > 40)
    return `"${id}" is not a tool id: use lower-case words joined by hyphens, e.g. meta-writer (at most 40 characters).`;
  if (routes.some((route) => route.id === id || route.id.startsWith(`${id}-`)))
    return `"${id}" is already a route id (catalog/routes.ts): choose another.`;
  for (const folder of [
    `catalog/tools/${id}.ts`,
    `lambdas/${id}`,
    `web/src/features/${id}`,
    `test/tools/${id}`,
  ])
    if (existsSync(join(root, folder))) return `${folder} already exists: choose another id.`;
  return undefined;
}

/** The manifest with the tool's line added, its lines kept in order of their export names. */
export function withManifestLine(manifest: string, { id, camel }: ToolNames): string {
  const line = `export { tool as ${camel} } from './tools/${id}';`;
  const lines = manifest.split('\n');
  const exports = lines.flatMap((text, i) => (text.startsWith('export { tool as ') ? [i] : []));
  const after = exports.filter((i) => lines[i]! < line).at(-1) ?? (exports[0] ?? lines.length) - 1;
  lines.splice(after + 1, 0, line);
  return lines.join('\n');
}

/** Every file of a new tool, by path from the repository root. */
export const toolFiles = (names: ToolNames, kind: Kind): Record<string, string> => ({
  ...serverFiles(names, kind),
  ...webFiles(names, kind),
  ...testFiles(names, kind),
});

/** A file's source as the project formats its code. */
async function formatted(root: string, path: string, source: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(join(root, path))) ?? {};
  return prettier.format(source, { ...options, filepath: join(root, path) });
}

/** Writes a new tool's folders and its manifest line; returns the paths written. */
export async function scaffold(root: string, id: string, kind: Kind): Promise<string[]> {
  const refusal = refusalOf(root, id);
  if (refusal) throw new Error(refusal);
  const names = namesOf(id);
  const files = toolFiles(names, kind);
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), await formatted(root, path, source), { flag: 'wx' });
  }
  const manifest = join(root, MANIFEST);
  await writeFile(manifest, withManifestLine(await readFile(manifest, 'utf8'), names));
  return [...Object.keys(files), MANIFEST];
}
