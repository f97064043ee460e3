import { relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { repositoryAccess } from '../../catalog/data-access';
import { fallbackRoute, handlerEntry, routes } from '../../catalog/routes';

const REPOSITORY = /^lambdas\/shared\/repositories\/(.+)-repository\.ts$/;
const DYNAMODB_SDK = /^@aws-sdk\/(client-dynamodb|lib-dynamodb)$/;
/** Builds DynamoDB clients but sends nothing itself. */
const CLIENT_FACTORY = 'lambdas/shared/dynamo.ts';

/** The files of our own code that end up in a handler's bundle (tree-shaken, as CDK bundles it). */
async function bundledFiles(entry: string): Promise<{ files: string[]; metafile: Metafile }> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(metafile.outputs);
  const files = Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => relative(process.cwd(), path));
  return { files, metafile };
}

const functions = [...routes, { ...fallbackRoute, repositories: [] }];

describe('each function declares exactly the repositories its handler bundles', () => {
  it.each(functions.map((fn) => [fn.id, fn.repositories] as const))(
    '%s bundles the repositories it declares and talks to DynamoDB only through them',
    async (id, declared) => {
      const { files, metafile } = await bundledFiles(handlerEntry(id));
      const bundled = files.flatMap((file) => REPOSITORY.exec(file)?.[1] ?? []);
      expect(bundled.sort()).toEqual([...declared].sort());
      for (const repository of bundled) expect(Object.keys(repositoryAccess)).toContain(repository);
      const talking = files.filter((file) =>
        metafile.inputs[file]?.imports.some((imported) => DYNAMODB_SDK.test(imported.path)),
      );
      for (const file of talking)
        expect([CLIENT_FACTORY, ...files.filter((f) => REPOSITORY.test(f))]).toContain(file);
    },
  );

  it('recognises the repositories and the DynamoDB imports it looks for', async () => {
    const { files, metafile } = await bundledFiles(handlerEntry('blog-post'));
    expect(files).toContain('lambdas/shared/repositories/published-posts-repository.ts');
    expect(metafile.inputs['lambdas/shared/repositories/published-posts-repository.ts']?.imports).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '@aws-sdk/lib-dynamodb', external: true })]),
    );
  });
});
