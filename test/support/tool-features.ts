import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { WebTool } from '../../web/src/config/web-tool';

/**
 * Jest's stand-in for web/src/config/tool-features.ts (jest has no `import.meta.glob`): the same files, keyed the
 * same way, read with Node's `require` (a page when it is asked for).
 */
const features = join(__dirname, '../../web/src/features');

export const toolFeatures: Record<string, WebTool> = Object.fromEntries(
  readdirSync(features)
    .filter((folder) => existsSync(join(features, folder, 'tool.ts')))
    .map((folder) => [
      `../features/${folder}/tool.ts`,
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest runs tests as CommonJS, by file
      (require(join(features, folder, 'tool.ts')) as { tool: WebTool }).tool,
    ]),
);

export const toolPages: Record<string, () => Promise<Record<string, unknown>>> = Object.fromEntries(
  readdirSync(features)
    .filter((folder) => existsSync(join(features, folder, 'components', `${folder}-page.tsx`)))
    .map((folder) => [
      `../features/${folder}/components/${folder}-page.tsx`,
      () => {
        const page = join(features, folder, 'components', `${folder}-page.tsx`);
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
        return Promise.resolve(require(page) as Record<string, unknown>);
      },
    ]),
);
