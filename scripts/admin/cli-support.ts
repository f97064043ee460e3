import type { Command } from 'commander';
import type { AdminTarget, TargetOptions } from './target';

/** Runs a command's work against the store the global options name, and always lets go of it. */
export type WithTarget = (command: Command, work: (target: AdminTarget) => Promise<void>) => Promise<void>;

/** The store's code (the AWS SDK, the repositories) loads here, when a command first needs it: `--help` never does. */
export const withTarget: WithTarget = async (command, work) => {
  const { openTarget } = await import('./target');
  const target = await openTarget(command.optsWithGlobals<TargetOptions>());
  try {
    console.error(`Using ${target.description}`);
    await work(target);
  } finally {
    await target.close();
  }
};
