import type { StageConfig } from '../../infra/config';
import { siteUrlOf } from '../../infra/environment';
import { outputKeys, stackName } from '../../catalog/names';

/** What a deploy does outside itself; the command runs the real ones, tests pass fakes. */
export interface DeployDeps {
  /** Runs one command to its end; throws when it fails. */
  run(command: string, args: string[], env?: Record<string, string>): void;
  /** A stack's outputs, or undefined when it does not exist. */
  outputs(stack: string, region: string): Promise<Record<string, string | undefined> | undefined>;
  /** Records the stage's address for every later build and deploy (cdk.json). */
  record(stage: string, siteUrl: string): Promise<void>;
  log(line: string): void;
}

/** The address a first build is made for, before the stage has one: `.invalid` can never resolve. */
export const PLACEHOLDER_SITE_URL = 'https://first-deploy.invalid';

/**
 * One complete deploy of a stage: build for its address, `cdk deploy --all`, render the editor pages. A stage
 * with neither `siteUrl` nor `domain` learns its address from the web stack's `SiteUrl` output: from a
 * previous deploy if there is one, else from a first pass built for a placeholder; the address is recorded,
 * and the site built and deployed again for it (the API's email links need it too, so every stack is given).
 */
export async function deployStage(
  config: StageConfig,
  cdkOptions: string[],
  deps: DeployDeps,
): Promise<string> {
  const { stage, region } = config;
  const web = stackName(stage, 'Web');
  const build = (siteUrl: string) => deps.run('npm', ['run', 'build'], { SITE_URL: siteUrl });
  const deployAll = () => deps.run('npx', ['cdk', 'deploy', '--all', '-c', `stage=${stage}`, ...cdkOptions]);
  const deployed = async () => (await deps.outputs(web, region))?.[outputKeys.siteUrl];

  let siteUrl = siteUrlOf(config);
  if (!siteUrl) {
    siteUrl = await deployed();
    if (siteUrl) {
      deps.log(`Stage ${stage} has no siteUrl in cdk.json; its web stack says ${siteUrl}: recording it.`);
      await deps.record(stage, siteUrl);
    }
  }
  if (!siteUrl) {
    deps.log(
      `First deploy of ${stage}: building for ${PLACEHOLDER_SITE_URL} until CloudFront names the site.`,
    );
    build(PLACEHOLDER_SITE_URL);
    deployAll();
    siteUrl = await deployed();
    if (!siteUrl) throw new Error(`${web} has no ${outputKeys.siteUrl} output after the deploy.`);
    deps.log(`The site is ${siteUrl}: recorded as stages.${stage}.siteUrl in cdk.json (commit it).`);
    await deps.record(stage, siteUrl);
  }
  build(siteUrl);
  deployAll();
  deps.run('npm', ['run', 'admin', '--', 'site', 'render', '--stage', stage]);
  return siteUrl;
}
