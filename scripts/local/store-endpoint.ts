import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { isAlive } from './data-lock';

/**
 * While a process owns the data folder, it publishes its dynalite endpoint (and, with the whole stack,
 * its mail server and site address) in `<dataDir>/store.json`, so other tools (the admin CLI) can talk
 * to the live store over HTTP instead of opening the folder.
 */
const StoreEndpointSchema = z.object({
  endpoint: z.url(),
  pid: z.number().int(),
  stage: z.string(),
  /** The local SES server and the site's address, once the whole local stack runs. */
  sesEndpoint: z.url().optional(),
  siteUrl: z.url().optional(),
});

export type StoreEndpoint = z.infer<typeof StoreEndpointSchema>;

const fileOf = (dataDir: string) => join(dataDir, 'store.json');

/** Publishes the endpoint; the returned function removes it. */
export function publishStoreEndpoint(dataDir: string, endpoint: StoreEndpoint): () => void {
  writeFileSync(fileOf(dataDir), `${JSON.stringify(endpoint, null, 2)}\n`);
  return () => rmSync(fileOf(dataDir), { force: true });
}

/** The endpoint of the live store that owns this folder, if one runs; a file left by a dead process is ignored. */
export function readLiveStoreEndpoint(dataDir: string): StoreEndpoint | undefined {
  let raw: string;
  try {
    raw = readFileSync(fileOf(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = StoreEndpointSchema.safeParse(JSON.parse(raw));
  return parsed.success && isAlive(parsed.data.pid) ? parsed.data : undefined;
}
