import { execFileSync } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

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

function canPass(folder: string, user: SystemUser, stat: StatFn): boolean {
  const info = stat(folder);
  const searchBit = info.uid === user.uid ? 0o100 : user.gids.includes(info.gid) ? 0o010 : 0o001;
  return (info.mode & searchBit) !== 0;
}

/** The first folder on the way to (and including) `path` that `user` may not pass through, if any. */
export function firstClosedFolder(path: string, user: SystemUser, stat: StatFn = statSync): string | undefined {
  return foldersDownTo(path).find((folder) => !canPass(folder, user, stat));
}

/**
 * The project's own folders (the one holding node_modules, and below) on the way to `path` that
 * `user` may not pass through get the search bit for others, so they can be traversed (not
 * listed): a clone made in a `mktemp -d` folder has mode 700. Folders above the project, such as
 * a home folder, are never changed; `assertPostgresUserCanReach` names them instead. Answers the
 * folders it opened.
 */
export function openProjectFolders(path: string, projectRoot: string, user: SystemUser, stat: StatFn = statSync, chmod = chmodSync): string[] {
  const root = resolve(projectRoot);
  const ours = (folder: string) => folder === root || folder.startsWith(root + sep);
  const opened = foldersDownTo(path).filter((folder) => ours(folder) && !canPass(folder, user, stat));
  for (const folder of opened) chmod(folder, stat(folder).mode | 0o001);
  return opened;
}

/** The project a node_modules path belongs to: the folder that holds its first node_modules. */
export function projectRootOf(installedPath: string): string | undefined {
  const at = resolve(installedPath).indexOf(`${sep}node_modules${sep}`);
  return at < 0 ? undefined : resolve(installedPath).slice(0, at);
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
