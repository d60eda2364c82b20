import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A system account as file permissions see it. */
export interface SystemUser {
  uid: number;
  gids: number[];
}

/** Owns nothing and is in no group: what a `postgres` user the embedded server is about to create can reach. */
const NEW_USER: SystemUser = { uid: -1, gids: [] };

type StatFn = (path: string) => { uid: number; gid: number; mode: number };

/** The folders from the file system root down to `path`, root first. */
function foldersDownTo(path: string): string[] {
  const folders: string[] = [];
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (dirname(folder) === folder) return folders;
  }
}

/** The first folder on the way to (and including) `path` that `user` may not pass through, if any. */
export function firstClosedFolder(path: string, user: SystemUser, stat: StatFn = statSync): string | undefined {
  for (const folder of foldersDownTo(path)) {
    const info = stat(folder);
    const searchBit = info.uid === user.uid ? 0o100 : user.gids.includes(info.gid) ? 0o010 : 0o001;
    if ((info.mode & searchBit) === 0) return folder;
  }
  return undefined;
}

/** The `postgres` account the embedded server runs as when started by root (it is created on first use). */
export function postgresSystemUser(): SystemUser {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gids = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split(/\s+/).map(Number);
    return { uid, gids };
  } catch {
    return NEW_USER;
  }
}

/**
 * Root cannot run PostgreSQL, so the embedded server runs as `postgres`, which must reach both its
 * data folder and its programs. A clone under /root (mode 700) fails deep inside initdb otherwise;
 * this says what to do in one line instead.
 */
export function assertPostgresUserCanReach(dataFolder: string, programsFolder: string | undefined, user: SystemUser, stat: StatFn = statSync): void {
  const closedData = firstClosedFolder(dataFolder, user, stat);
  if (closedData) {
    throw new Error(
      `the embedded PostgreSQL runs as the system user "postgres", which cannot open ${closedData}; set DATA_DIR to a folder every user can traverse (e.g. /var/lib/kiwi-companions), or set DATABASE_URL to use another PostgreSQL`,
    );
  }
  const closedPrograms = programsFolder ? firstClosedFolder(programsFolder, user, stat) : undefined;
  if (closedPrograms) {
    throw new Error(
      `the embedded PostgreSQL runs as the system user "postgres", which cannot open ${closedPrograms}, where its programs are installed; install the app in a folder every user can traverse (or chmod o+x ${closedPrograms}), or set DATABASE_URL to use another PostgreSQL`,
    );
  }
}
