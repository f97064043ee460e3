import type { StackOptions } from './protocol';
import { remoteSite, stopProcess, type RemoteSite } from './remote-site';
import { spawnStack } from './spawn';

/**
 * The real local stack on free ports with a throwaway data folder, as `npm start` runs it, in a process of
 * its own; the functions read this process's environment as it is now, plus `functionEnv`.
 */
export async function startRemoteSite(
  options: Pick<StackOptions, 'env' | 'functionEnv'> & { withWeb?: boolean } = {},
): Promise<RemoteSite> {
  const started = await spawnStack({ withWeb: false, ...options });
  return remoteSite({ info: started.info, stop: () => stopProcess(started) });
}
