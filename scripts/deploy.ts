/**
 * `npm run deploy -- <stage> [cdk deploy options]`: one deploy of a stage, complete: builds and prerenders the
 * site for the stage's address, deploys every stack, then renders the editor layer (posts, blog pages, landing
 * pages, sitemap, RSS) into its bucket, so a fresh stage serves every page.
 */
import { spawnSync } from 'node:child_process';
import { stageSiteUrl } from './admin/site-target';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`\n${command} ${args[0] ?? ''} failed (exit ${status}); nothing after it ran.`);
    process.exit(status ?? 1);
  }
}

const [stage, ...cdkOptions] = process.argv.slice(2);
if (!stage || stage.startsWith('-')) {
  console.error('Usage: npm run deploy -- <stage> [cdk deploy options, e.g. --require-approval never]');
  process.exit(2);
}
let siteUrl: string;
try {
  siteUrl = stageSiteUrl(stage);
} catch (err) {
  console.error(`\n${(err as Error).message}\nA first deploy without a domain: see docs/deploy.md#deploy.`);
  process.exit(2);
}
run('npm', ['run', 'build'], { ...process.env, SITE_URL: siteUrl });
run('npx', ['cdk', 'deploy', '--all', '-c', `stage=${stage}`, ...cdkOptions]);
run('npm', ['run', 'admin', '--', 'site', 'render', '--stage', stage]);
