import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another process already holds the data folder. */
export class DataDirLockedError extends Error {}

/** Whether a process with this id still runs. */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Only one process may open dynalite's LevelDB folder; a second one would break the first with a
 * misleading "Database is closed". Take a pid lock, steal it only from a dead process.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'store.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (owner && isAlive(owner)) {
        throw new DataDirLockedError(
          `The local data folder ${dataDir} is in use by another process (pid ${owner}). ` +
            'Stop the other `npm start` / `npm run dev` first, or point DATA_DIR at another folder.',
        );
      }
      rmSync(lockPath, { force: true }); // stale lock left by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}.`);
}
