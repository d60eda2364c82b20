import { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { format } from 'sql-formatter';
import { DataSource, EntityManager } from 'typeorm';
import { AppModule } from '../../app.module';
import { MANAGER, runsNoSql, SqlCase, sqlCasesOf } from '../../common/sql/generate-sql';
import { loadConfig } from '../../config/app-config';
import { CapturedStatement, captureSql, installSqlCapture } from './sql-capture';
import { findSqlClasses, SqlClass } from './sql-classes';
import { insertSqlFixtures } from './sql-fixtures';

/** backend/src when run by the tests, backend/dist when run by `npm run queries`: the classes load from here. */
const CODE_ROOT = resolve(__dirname, '..', '..');
const SOURCE_ROOT = resolve(CODE_ROOT, '..', 'src');
export const QUERIES_DIR = resolve(CODE_ROOT, '..', '..', 'docs', 'queries');

/** The transaction's own statements (the pool helpers' SET LOCAL limits among them) are not the repository's. */
const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

/**
 * What a call with stand-in arguments may meet and still have recorded its statements: a constraint (a row it
 * names is missing, or one like it is already there) and the statements after it in the same transaction.
 * Anything else, such as an unknown column or a mistyped parameter, is a broken statement or a wrong stand-in.
 */
const EXPECTED_FAILURE = /^(23|25P02$)/;

export interface QuerySnapshots {
  /** docs/queries file name → its text. */
  files: Map<string, string>;
  /** Methods without cases, calls that ran nothing or a broken statement, classes the app does not provide. */
  problems: string[];
}

/** A call's rollback, so the writes of a call in a transaction never reach the next one. */
class RollBack extends Error {}

function shapeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return 'Date';
  if (Buffer.isBuffer(value)) return 'Buffer';
  if (Array.isArray(value)) {
    const shapes = [...new Set(value.map(shapeOf))];
    if (!shapes.length) return '[]';
    return shapes.length === 1 ? `${shapes[0]}[]` : `(${shapes.join(' | ')})[]`;
  }
  return typeof value === 'object' ? 'object' : typeof value;
}

function formatted(sql: string): string {
  try {
    return format(sql, { language: 'postgresql', tabWidth: 2 });
  } catch {
    // A statement the formatter cannot parse is kept as written, its lines trimmed, so it still shows in a diff.
    return sql
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n');
  }
}

/** The parameters' types as comment lines of at most about 120 characters. */
function paramLines(values: unknown[]): string[] {
  const lines: string[] = [];
  for (const param of values.map((value, i) => `$${i + 1}: ${shapeOf(value)}`)) {
    if (lines.length && lines[lines.length - 1].length + param.length < 120) lines[lines.length - 1] += `, ${param}`;
    else lines.push(`-- ${param}`);
  }
  return lines;
}

function statementText(statement: CapturedStatement): string {
  return [...paramLines(statement.values), `${formatted(statement.text)};`].join('\n');
}

/** The app's instance of each provider class (a factory's product included). */
function providerInstances(app: INestApplicationContext): Map<unknown, object> {
  const instances = new Map<unknown, object>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const instance = wrapper.instance as object | undefined;
      if (instance && typeof instance === 'object' && !instances.has(instance.constructor)) instances.set(instance.constructor, instance);
    }
  }
  return instances;
}

function classOf(sqlClass: SqlClass): (new (...args: never[]) => object) | undefined {
  const module = require(join(CODE_ROOT, sqlClass.file.replace(/\.ts$/, ''))) as Record<string, unknown>;
  const found = module[sqlClass.name];
  return typeof found === 'function' ? (found as new (...args: never[]) => object) : undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function usesManager(value: unknown): boolean {
  if (value === MANAGER) return true;
  if (Array.isArray(value)) return value.some(usesManager);
  return isPlainObject(value) && Object.values(value).some(usesManager);
}

/** The arguments with MANAGER, wherever it stands (an options object too), replaced by the call's manager. */
function withManager(value: unknown, manager: EntityManager): unknown {
  if (value === MANAGER) return manager;
  if (Array.isArray(value)) return value.map((item) => withManager(item, manager));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withManager(item, manager)]));
  return value;
}

async function call(db: DataSource, instance: object, method: string, params: unknown[]): Promise<CapturedStatement[]> {
  const run = (args: unknown[]) => (instance as Record<string, (...a: unknown[]) => Promise<unknown>>)[method](...args);
  if (!usesManager(params)) return (await captureSql(() => run(params))).statements;
  const { statements } = await captureSql(() =>
    db.transaction(async (manager) => {
      await run(withManager(params, manager) as unknown[]).catch(() => undefined);
      throw new RollBack();
    }),
  );
  return statements;
}

/** Each distinct statement of the call once, in the order first sent. */
function distinct(statements: CapturedStatement[]): CapturedStatement[] {
  const seen = new Set<string>();
  return statements.filter((statement) => {
    if (TRANSACTION_CONTROL.test(statement.text)) return false;
    const key = statementText(statement);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function fileNameOf(file: string): string {
  return `${basename(file, '.ts')}.sql`;
}

async function snapshotClass(db: DataSource, sqlClass: SqlClass, instance: object, problems: string[]): Promise<string[]> {
  const prototype = Object.getPrototypeOf(instance) as Record<string, object>;
  const sections: string[] = [];
  for (const method of sqlClass.methods) {
    const label = `${sqlClass.name}.${method}`;
    const cases: SqlCase[] | undefined = sqlCasesOf(prototype[method]);
    if (!cases) {
      if (!runsNoSql(prototype[method])) problems.push(`${label} (${sqlClass.file}) has neither @GenerateSql nor @RunsNoSql`);
      continue;
    }
    for (const { name, params } of cases) {
      const title = name ? `${label} (${name})` : label;
      let statements = distinct(await call(db, instance, method, params));
      // A call that could not get a connection in time (the health probe allows one second) sends nothing: try it again.
      for (let retry = 0; !statements.length && retry < 2; retry += 1) statements = distinct(await call(db, instance, method, params));
      if (!statements.length) problems.push(`${title} ran no statement: give @GenerateSql arguments that reach its SQL`);
      for (const broken of statements.filter((statement) => statement.errorCode && !EXPECTED_FAILURE.test(statement.errorCode))) {
        problems.push(`${title}: ${broken.errorMessage} (SQLSTATE ${broken.errorCode}) in: ${broken.text.replace(/\s+/g, ' ').trim()}`);
      }
      sections.push(`-- ${title}\n${statements.map(statementText).join('\n\n')}`);
    }
  }
  return sections;
}

/**
 * Calls every public method of every class that runs SQL with the arguments its @GenerateSql gives, on the
 * app booted against `databaseUrl` (a freshly migrated database: the calls write to it), and records each
 * distinct statement sent, formatted, with its parameters' types. One file per source file, in source order.
 */
export async function generateQuerySnapshots(databaseUrl: string): Promise<QuerySnapshots> {
  installSqlCapture();
  const { classes, classless } = findSqlClasses(SOURCE_ROOT);
  const problems = classless.map((file) => `${file} runs SQL outside a class: move it into a repository`);
  const dataDir = mkdtempSync(join(tmpdir(), 'query-snapshots-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'query-snapshots-query-snapshots-query-snapshots',
    SEED_ON_EMPTY_DATABASE: 'false',
    RUN_SCHEDULED_JOBS: 'false',
    // The shared store is the one that runs SQL.
    RATE_LIMIT_STORE: 'postgres',
    LOG_LEVEL: 'silent',
    // A loaded machine must not turn a slow statement into a reported failure.
    DATABASE_TIMEOUT_MS: '60000',
  });
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: false });
  try {
    const db = app.get(DataSource);
    await insertSqlFixtures(db);
    const instances = providerInstances(app);
    const sections = new Map<string, string[]>();
    const sources = new Map<string, string>();
    for (const sqlClass of classes) {
      const type = classOf(sqlClass);
      const instance = type && instances.get(type);
      if (!instance) {
        problems.push(`${sqlClass.name} (${sqlClass.file}) runs SQL but is not a provider of the app: make it one, or move its SQL into one`);
        continue;
      }
      const file = fileNameOf(sqlClass.file);
      if (sources.has(file) && sources.get(file) !== sqlClass.file) {
        problems.push(`${sqlClass.file} and ${sources.get(file)} would both write docs/queries/${file}: rename one`);
        continue;
      }
      sources.set(file, sqlClass.file);
      if (!sections.has(file)) sections.set(file, [`-- Written by \`npm run queries\` from backend/src/${sqlClass.file}: change the code, then run it again.`]);
      sections.get(file)!.push(...(await snapshotClass(db, sqlClass, instance, problems)));
    }
    const files = new Map([...sections].sort(([a], [b]) => a.localeCompare(b)).map(([file, parts]) => [file, `${parts.join('\n\n')}\n`]));
    return { files, problems };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
