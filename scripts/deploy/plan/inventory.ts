/**
 * What a stage's stacks create, counted from the templates `cdk synth` would write (bundling skipped): the plan
 * prices every resource type it finds, so a resource added to the stacks cannot go uncounted.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StageConfig } from '../../../infra/config';

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

/** Counts of a stage's resources by CloudFormation type, and the few properties the plan prices by. */
export interface Inventory {
  types: Record<string, number>;
  /** Rules of the CloudFront web ACL (WAF bills each). */
  wafRules: number;
}

/** The inventory of a list of templates' resources. */
export function inventoryOf(resources: readonly Resource[]): Inventory {
  const types: Record<string, number> = {};
  let wafRules = 0;
  for (const { Type, Properties = {} } of resources) {
    types[Type] = (types[Type] ?? 0) + 1;
    if (Type === 'AWS::WAFv2::WebACL') wafRules += (Properties.Rules as unknown[] | undefined)?.length ?? 0;
  }
  return { types, wafRules };
}

/** Synthesizes the stage's stacks as `cdk synth` does, without bundling, and counts what they create. */
export async function stageInventory(config: StageConfig): Promise<Inventory> {
  // Loaded here: the CDK app is the slow part of a plan, and nothing else of `deploy` needs it.
  const [{ App }, { buildStacks }] = await Promise.all([
    import('aws-cdk-lib'),
    import('../../../infra/stacks'),
  ]);
  const { context } = JSON.parse(readFileSync('cdk.json', 'utf8')) as { context: Record<string, unknown> };
  const work = mkdtempSync(join(tmpdir(), 'plan-'));
  const assets = join(work, 'site');
  mkdirSync(join(assets, 'assets'), { recursive: true });
  writeFileSync(join(assets, 'index.html'), '<!doctype html>');
  try {
    // No bundling, and synth's warnings stay for `cdk synth` itself: the plan reads the templates only.
    const app = new App({
      outdir: join(work, 'cdk.out'),
      context: {
        ...context,
        'aws:cdk:bundling-stacks': [],
        '@aws-cdk/core:annotationsInValidationReport': false,
      },
    });
    const stacks = buildStacks(app, config, { siteAssets: assets });
    const assembly = app.synth();
    const resources = Object.values(stacks).flatMap((stack) =>
      Object.values(
        (assembly.getStackByName(stack.stackName).template as { Resources: Record<string, Resource> })
          .Resources,
      ),
    );
    return inventoryOf(resources);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
