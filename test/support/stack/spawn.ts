import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { StackInfo, StackOptions } from './protocol';

const CHILD = join(__dirname, 'child.ts');

/** Setting up must not look like a hang at load 30 (tsx compiles the stack's modules the first time). */
const READY_LIMIT_MS = 120_000;

export interface StackProcess {
  info: StackInfo;
  child: ChildProcess;
}

/**
 * Starts a stack in a child process of plain Node (tsx), and resolves with its addresses once it listens.
 * The child lives as long as its channel to this process: it stops itself when this process ends.
 */
export function spawnStack(options: StackOptions): Promise<StackProcess> {
  const child = fork(CHILD, [], {
    cwd: process.cwd(),
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, COPILOT_TEST_STACK: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('The test stack did not start in time.')), READY_LIMIT_MS);
    const done = () => {
      clearTimeout(timer);
      child.removeAllListeners('message').removeAllListeners('exit').removeAllListeners('error');
    };
    const fail = (err: Error) => {
      done();
      child.kill('SIGKILL');
      reject(err);
    };
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`The test stack exited (${code}) before it was ready.`)));
    child.on('message', (message: { ready?: StackInfo; failed?: string }) => {
      if (message.failed) return fail(new Error(`The test stack failed to start:\n${message.failed}`));
      if (!message.ready) return;
      done();
      // Neither the process nor its channel keeps this (jest) process alive.
      child.unref();
      (child.channel as { unref?: () => void } | undefined)?.unref?.();
      resolve({ info: message.ready, child });
    });
  });
}
