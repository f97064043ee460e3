import type { Command } from 'commander';
import { openTarget, type AdminTarget, type TargetOptions } from './target';

/** Runs a command's work against the store the global options name, and always lets go of it. */
export type WithTarget = (command: Command, work: (target: AdminTarget) => Promise<void>) => Promise<void>;

export const withTarget: WithTarget = async (command, work) => {
  const target = await openTarget(command.optsWithGlobals<TargetOptions>());
  try {
    console.error(`Using ${target.description}`);
    await work(target);
  } finally {
    await target.close();
  }
};
