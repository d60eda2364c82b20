import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** A statement sent from this file: a query, TypeORM's repository or query builder, the pool helpers, or a query runner. */
const RUNS_SQL =
  /\.(query|getRepository|createQueryBuilder|createQueryRunner)\(|\b(readRows|readPreparedRows|readRowsAllowing)\(|\bmanager\.(find|findOne|findBy|findOneBy|save|insert|update|upsert|delete|remove|count|exists|increment|decrement)\w*\(/;

/** Files under src that run SQL but hold no class to snapshot, each with the reason. */
const NOT_SNAPSHOTTED: Record<string, string> = {
  'common/sql/pg-pool.ts': "the pool helpers: their statements are recorded under the repositories that call them",
  'database/embedded-postgres.ts': 'creates the database before the app starts',
  'database/restore-marker.ts': 'looks for an interrupted restore before the app starts',
  'backups/backup-archive.ts': "copies every table of the schema as it stands: its statements are the schema's own",
  'backups/database-snapshot.ts': "copies every table of the schema as it stands: its statements are the schema's own",
  'backups/backup-restore.ts': 'writes a backup back over every table: run by `npm run restore`, never by the app',
  'backups/backup-runner.ts': "holds the backup's lock on a connection of its own; its run records go through BackupsRepository",
};

/** Never snapshotted: tests, migrations, the seed, the bench, the commands, and these tools themselves. */
const OUTSIDE_THE_APP = /(\.spec\.ts|\.cli\.ts)$|^(database\/migrations|database\/seed|database\/queries|bench)\//;

/** Nest calls these once, at start or stop; the generator cannot call them again. */
const LIFECYCLE_HOOKS = new Set(['onModuleInit', 'onApplicationBootstrap', 'onModuleDestroy', 'beforeApplicationShutdown', 'onApplicationShutdown']);

export interface SqlClass {
  /** The source file, relative to backend/src, with forward slashes. */
  file: string;
  name: string;
  /** Its public methods, in source order. */
  methods: string[];
}

export interface SqlSources {
  classes: SqlClass[];
  /** Files that run SQL outside any class. */
  classless: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))
    .sort();
}

function isPublic(member: ts.ClassElement): boolean {
  if (member.name && ts.isPrivateIdentifier(member.name)) return false;
  const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
  return !modifiers.some((modifier) => [ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword, ts.SyntaxKind.StaticKeyword].includes(modifier.kind));
}

function classesOf(file: string, text: string): SqlClass[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return source.statements.filter(ts.isClassDeclaration).map((declaration) => {
    const methods = declaration.members
      .filter((member): member is ts.MethodDeclaration => ts.isMethodDeclaration(member) && isPublic(member) && ts.isIdentifier(member.name))
      .map((member) => (member.name as ts.Identifier).text)
      .filter((name, index, all) => all.indexOf(name) === index && !LIFECYCLE_HOOKS.has(name));
    return { file, name: declaration.name?.text ?? '(anonymous)', methods };
  });
}

/** Every class under `srcDir` that runs SQL: each *.repository.ts, and any other file whose code sends a statement. */
export function findSqlClasses(srcDir: string): SqlSources {
  const classes: SqlClass[] = [];
  const classless: string[] = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path).split(sep).join('/');
    if (OUTSIDE_THE_APP.test(file) || file in NOT_SNAPSHOTTED) continue;
    const text = readFileSync(path, 'utf8');
    if (!file.endsWith('.repository.ts') && !RUNS_SQL.test(text)) continue;
    const found = classesOf(file, text);
    if (found.length) classes.push(...found);
    else classless.push(file);
  }
  return { classes, classless };
}
