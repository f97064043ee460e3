import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { stackName, tableOutputKey } from '../../catalog/names';
import { eventsTable, researchTable, tables } from '../../catalog/tables';
import { documentClientFor } from '../../lambdas/shared/dynamo';
import { LeadsRepository } from '../../lambdas/shared/repositories/leads-repository';
import { OptOutsRepository } from '../../lambdas/shared/repositories/opt-outs-repository';
import { PagesRepository } from '../../lambdas/shared/repositories/pages-repository';
import { PostsRepository } from '../../lambdas/shared/repositories/posts-repository';
import { ensureTables, localDynamoClient, startLocalStore } from '../local/store';
import { readLiveStoreEndpoint } from '../local/store-endpoint';
import { CliError } from './cli-error';
import { ResearchCache } from './research-cache';
import { EventCounters } from './events/event-counters';
import type { MailSetup } from './mail-target';
import type { SiteSetup } from './site-target';

// SES, Secrets Manager, S3, CloudFront and the renderer's site code load only for the commands that send or publish.
const mailTarget = () => import('./mail-target');
const siteTarget = () => import('./site-target');

/** Where the CLI reads and writes: the repositories, a line saying which store, and how to let go of it. */
export interface AdminTarget {
  posts: PostsRepository;
  pages: PagesRepository;
  leads: LeadsRepository;
  optOuts: OptOutsRepository;
  /** The visitor counters `stats` reads. */
  events: EventCounters;
  /** The live research cache `research purge` clears. */
  research: ResearchCache;
  /** The mail setup, opened only by the commands that send (resend). */
  mail(): Promise<MailSetup>;
  /** The site the publisher renders to, opened only by the commands that change public pages. */
  site(): Promise<SiteSetup>;
  description: string;
  close(): Promise<void>;
}

export interface TargetOptions {
  stage?: string;
  region?: string;
  dataDir: string;
}

function target(
  client: DynamoDBClient,
  names: Record<string, string>,
  description: string,
  mail: () => Promise<MailSetup>,
  site: () => Promise<SiteSetup>,
) {
  const db = documentClientFor(client);
  return {
    posts: new PostsRepository(db, names.posts!),
    pages: new PagesRepository(db, names.pages!),
    leads: new LeadsRepository(db, names.leads!),
    optOuts: new OptOutsRepository(db, names.leads!),
    events: new EventCounters(db, names[eventsTable.id]!),
    research: new ResearchCache(db, names[researchTable.id]!),
    mail,
    site,
    description,
  };
}

/** The local store: over HTTP when `npm start` owns the folder, else opened (and locked) for this command. */
async function localTarget(dataDir: string): Promise<AdminTarget> {
  const mail = async () => (await mailTarget()).localMail(dataDir);
  const site = async () => (await siteTarget()).localSite(dataDir);
  const live = readLiveStoreEndpoint(dataDir);
  if (live) {
    const client = localDynamoClient(live.endpoint);
    const { tableNames } = await ensureTables(client, live.stage, tables);
    const description = `the running local server's store (${live.endpoint}, pid ${live.pid})`;
    return { ...target(client, tableNames, description, mail, site), close: async () => client.destroy() };
  }
  const store = await startLocalStore({ dataDir, stage: 'local', tables });
  return {
    ...target(store.client, store.tableNames, `the local store in ${dataDir}`, mail, site),
    close: store.close,
  };
}

/** The region a stage is deployed to, from cdk.json, if the stage is defined there. */
function stageRegion(stage: string): string | undefined {
  try {
    const cdk = JSON.parse(readFileSync('cdk.json', 'utf8')) as {
      context?: { stages?: Record<string, { region?: string }> };
    };
    return cdk.context?.stages?.[stage]?.region;
  } catch {
    return undefined;
  }
}

/** A deployed stage: table names from its data stack's outputs, read with the caller's AWS credentials. */
async function stageTarget(stage: string, explicitRegion?: string): Promise<AdminTarget> {
  const region = explicitRegion ?? stageRegion(stage) ?? process.env.AWS_REGION ?? 'us-east-1';
  const stack = stackName(stage, 'Data');
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const cfn = new CloudFormationClient({ region });
  let outputs: Record<string, string>;
  try {
    const { Stacks = [] } = await cfn.send(new DescribeStacksCommand({ StackName: stack }));
    outputs = Object.fromEntries((Stacks[0]?.Outputs ?? []).map((o) => [o.OutputKey, o.OutputValue]));
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'ValidationError') {
      throw new CliError(`Stage '${stage}' has no stack ${stack} in ${region}.`, [
        `deploy it first (npx cdk deploy --all -c stage=${stage}) or pass --region`,
      ]);
    }
    if (name === 'CredentialsProviderError') {
      throw new CliError('No AWS credentials found.', ['set AWS_PROFILE or run `aws sso login` first']);
    }
    throw new CliError(`Could not read stack ${stack} in ${region}: ${(err as Error).message}`);
  } finally {
    cfn.destroy();
  }
  const names: Record<string, string> = {};
  for (const table of tables) {
    const name = outputs[tableOutputKey(table)];
    if (!name) throw new CliError(`Stack ${stack} has no output ${tableOutputKey(table)}: redeploy it.`);
    names[table.id] = name;
  }
  const client = new DynamoDBClient({ region });
  const mail = async () => (await mailTarget()).stageMail(stage, region);
  const site = async () => (await siteTarget()).stageSite(stage, region);
  return {
    ...target(client, names, `stage ${stage} (${region})`, mail, site),
    close: async () => client.destroy(),
  };
}

/** Opens the store the command works on: `--stage` for a deployed stage, else the local one. */
export function openTarget(options: TargetOptions): Promise<AdminTarget> {
  return options.stage ? stageTarget(options.stage, options.region) : localTarget(resolve(options.dataDir));
}
