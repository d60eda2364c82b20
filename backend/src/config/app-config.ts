import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { CronTime } from 'cron';
import { Keyring, MasterKey, masterKey, newKeyText, parseKeyText } from '../common/crypto/master-key';

export interface S3Config {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Base URL that serves the public photos bucket (`<publicUrl>/<bucket>/<key>`); unset: the app proxies them under /media. */
  publicUrl?: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  /** Unset means: start the embedded PostgreSQL in dataDir/postgres. */
  databaseUrl?: string;
  embeddedPostgresPort: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  publicUrl: string;
  productName: string;
  mailFrom: string;
  /** Unset means: write each email as an .eml file under dataDir/mail. */
  smtpUrl?: string;
  /** Unset means: store files on local disk under dataDir/storage. */
  s3?: S3Config;
  photosBucket: string;
  documentsBucket: string;
  documentRetentionDays: number;
  seedOnEmptyDatabase: boolean;
  /** How long anonymous visitors' listing answers are cached; 0 turns the cache off. */
  publicCacheSeconds: number;
  /** s-maxage of anonymous public answers: how long a CDN or proxy in front may keep one (a takedown leaves it within twice this). */
  edgeCacheSeconds: number;
  /** The longest a request waits on PostgreSQL (a statement, or a connection a little less) before it answers 503. */
  databaseTimeoutMs: number;
  /** The longest one statement of a scheduled job may take: longer than a request's, as nobody waits on it. */
  jobStatementTimeoutMs: number;
  /** Where rate-limit counters live: this process's memory, or PostgreSQL so every instance shares them. */
  rateLimitStore: 'memory' | 'postgres';
  /**
   * Express's `trust proxy`: which hops may set X-Forwarded-For, so per-IP limits see the visitor's
   * address behind a load balancer. A number of proxies in front, or addresses, subnets and the names
   * loopback, linklocal, uniquelocal.
   */
  trustProxy: number | string[];
  /** pino's level for the app's logs. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** One JSON object per line (for log collectors), or readable lines (the default in development). */
  logFormat: 'json' | 'pretty';
  /** Bearer token that opens GET /metrics; unset means no metrics endpoint. */
  metricsToken?: string;
  /** The longest one email may take to hand to the SMTP server before it counts as failed and is retried. */
  mailSendTimeoutMs: number;
  /** Run scheduled jobs in this process (tests turn them off and call jobs directly). */
  runScheduledJobs: boolean;
  /** URLs per sitemap file; more make /sitemap.xml an index of files (the protocol's limit is 50,000). */
  sitemapUrlsPerFile: number;
  /** argon2's cost: `standard` everywhere, `test` (tiny, fast, weak) only when NODE_ENV is test. */
  passwordHashProfile: PasswordHashProfile;
  /** Password hashes run at once, eight times as many queued; unset: one fewer than the cores (auth/hash-gate.ts). */
  passwordHashesAtOnce?: number;
  /** Render the public site's pages on the server; off, every page is the shell the browser renders (to measure against). */
  serverRendering: boolean;
  frontendDist: string;
  adminDist: string;
  /** Wraps each backup's data key; never stored beside the backups. */
  backupKey: MasterKey;
  /** Wraps the data key of each identity document and data export: the current key, and earlier ones during a rotation. */
  documentsKeys: Keyring;
  /** Where the default setup keeps those keys (DATA_DIR/secrets); undefined when they come from the environment. */
  keyFiles: { backup?: string; documents?: string; previousDocuments?: string };
  /** Secret files this start created: each is said loudly, as a lost key means unreadable backups or documents. */
  generatedSecrets: string[];
  /** Backups on local disk (when no S3 is configured). */
  backupDir: string;
  /** Backups in S3, when S3 is configured. */
  backupsBucket: string;
  /** Cron expression in New Zealand time for the nightly backup; undefined: no scheduled backups. */
  backupSchedule?: string;
  backupKeepDaily: number;
  backupKeepWeekly: number;
}

export type PasswordHashProfile = 'standard' | 'test';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback?: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? fallback : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

/** JOB_STATEMENT_TIMEOUT_SECONDS, which must leave a job more time than a request gets (DATABASE_TIMEOUT_MS). */
function jobStatementTimeoutMs(env: Env, databaseTimeoutMs: number): number {
  const limitMs = integer(env, 'JOB_STATEMENT_TIMEOUT_SECONDS', 120, 1, 3600) * 1000;
  if (limitMs <= databaseTimeoutMs) throw new ConfigError(`JOB_STATEMENT_TIMEOUT_SECONDS must be longer than DATABASE_TIMEOUT_MS (${databaseTimeoutMs} ms)`);
  return limitMs;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name, fallback)!;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be ${allowed.join(' or ')} (got "${raw}")`);
  return raw as T;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address or subnet (`10.0.0.0/8`, `fd00::/8`) as Express's `trust proxy` reads it. */
function isAddressOrSubnet(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** `TRUST_PROXY`: never `true`, which would let any client choose the address the limits count. */
function trustProxy(env: Env): number | string[] {
  const raw = text(env, 'TRUST_PROXY', 'loopback')!;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => PROXY_NAMES.includes(entry) || isAddressOrSubnet(entry))) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be a number of proxies from 0 to 10, or a comma-separated list of addresses, subnets, ${PROXY_NAMES.join(', ')} (got "${raw}")`,
  );
}

function url(env: Env, name: string, protocols: string[], fallback?: string): string | undefined {
  const raw = text(env, name, fallback);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
  }
  return raw;
}

/**
 * Values copied from an example rather than generated: docker-compose.yml's old defaults, MinIO's
 * and common stand-ins. A secret anyone can read in the repository protects nothing.
 */
const PLACEHOLDER_SECRET = /change-?me|placeholder|example|^(?:directory-secret|minioadmin|secret|password|changeit)$/i;

function assertNotPlaceholder(name: string, value: string | undefined): void {
  if (value !== undefined && PLACEHOLDER_SECRET.test(value)) throw new ConfigError(`${name} is a placeholder: set a real secret (e.g. openssl rand -hex 32)`);
}

function s3Config(env: Env): S3Config | undefined {
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  if (!endpoint) return undefined;
  const accessKey = text(env, 'S3_ACCESS_KEY');
  const secretKey = text(env, 'S3_SECRET_KEY');
  if (!accessKey) throw new ConfigError('S3_ACCESS_KEY is required when S3_ENDPOINT is set');
  if (!secretKey) throw new ConfigError('S3_SECRET_KEY is required when S3_ENDPOINT is set');
  if (text(env, 'NODE_ENV') === 'production') assertNotPlaceholder('S3_SECRET_KEY', secretKey);
  const parsed = new URL(endpoint);
  return {
    endPoint: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : undefined,
    useSSL: parsed.protocol === 'https:',
    accessKey,
    secretKey,
    region: text(env, 'S3_REGION', 'us-east-1')!,
    publicUrl: url(env, 'S3_PUBLIC_URL', ['http:', 'https:'])?.replace(/\/$/, ''),
  };
}

function bucketName(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback)!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value)) {
    throw new ConfigError(`${name} must be a valid bucket name (got "${value}")`);
  }
  return value;
}

/** Fails with a plain sentence when the data directory cannot be created or written. */
function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(`DATA_DIR ${dir} cannot be written (${reason}); set DATA_DIR to a writable folder`);
  }
}

/** A secret kept in the data directory, so a zero-configuration install keeps its sessions across restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A 32-byte key file in DATA_DIR/secrets, created on first use (0600) for the zero-configuration default. */
function persistedKey(file: string, generated: string[]): Buffer {
  if (existsSync(file)) {
    const key = parseKeyText(readFileSync(file, 'utf8'));
    if (!key) throw new ConfigError(`${file} does not hold a 32-byte key (64 hex characters or base64)`);
    return key;
  }
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
  // Written whole, then linked into place: two processes starting at once agree on one key.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${newKeyText()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
    generated.push(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return parseKeyText(readFileSync(file, 'utf8'))!;
}

function keySetting(env: Env, name: string): Buffer | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  assertNotPlaceholder(name, raw);
  const key = parseKeyText(raw);
  if (!key) throw new ConfigError(`${name} must be 32 random bytes as 64 hex characters or base64 (e.g. openssl rand -base64 32)`);
  return key;
}

/** Earlier documents keys, one a line in DATA_DIR/secrets or comma-separated in DOCUMENTS_PREVIOUS_KEYS. */
function previousKeys(name: string, raw: string | undefined): MasterKey[] {
  const entries = (raw ?? '').split(/[,\n]/).map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    const key = parseKeyText(entry);
    if (!key) throw new ConfigError(`${name} must list 32-byte keys (64 hex characters or base64), separated by commas`);
    return masterKey(key);
  });
}

/**
 * BACKUP_KEY and DOCUMENTS_KEY from the environment (required in production, where several instances
 * must share them), else generated once into DATA_DIR/secrets.
 */
function dataAtRestKeys(env: Env, dataDir: string, nodeEnv: string): Pick<AppConfig, 'backupKey' | 'documentsKeys' | 'keyFiles' | 'generatedSecrets'> {
  const generatedSecrets: string[] = [];
  const keyFiles: AppConfig['keyFiles'] = {};
  const backupSetting = keySetting(env, 'BACKUP_KEY');
  const documentsSetting = keySetting(env, 'DOCUMENTS_KEY');
  if (nodeEnv === 'production' && !backupSetting) throw new ConfigError('BACKUP_KEY is required when NODE_ENV is production (e.g. openssl rand -base64 32)');
  if (nodeEnv === 'production' && !documentsSetting) throw new ConfigError('DOCUMENTS_KEY is required when NODE_ENV is production (e.g. openssl rand -base64 32)');
  if (!backupSetting) keyFiles.backup = join(dataDir, 'secrets', 'backup-key');
  const backupKey = masterKey(backupSetting ?? persistedKey(keyFiles.backup!, generatedSecrets));
  let documentsKeys: Keyring;
  if (documentsSetting) {
    documentsKeys = new Keyring(masterKey(documentsSetting), previousKeys('DOCUMENTS_PREVIOUS_KEYS', text(env, 'DOCUMENTS_PREVIOUS_KEYS')));
  } else {
    keyFiles.documents = join(dataDir, 'secrets', 'documents-key');
    keyFiles.previousDocuments = join(dataDir, 'secrets', 'documents-previous-keys');
    const current = masterKey(persistedKey(keyFiles.documents, generatedSecrets));
    const previous = existsSync(keyFiles.previousDocuments) ? readFileSync(keyFiles.previousDocuments, 'utf8') : undefined;
    documentsKeys = new Keyring(current, previousKeys(keyFiles.previousDocuments, previous));
  }
  return { backupKey, documentsKeys, keyFiles, generatedSecrets };
}

/** A cron expression (seconds field optional) that the scheduler accepts, or `off`. */
function backupSchedule(env: Env): string | undefined {
  const raw = text(env, 'BACKUP_SCHEDULE', '0 30 1 * * *')!;
  if (raw === 'off') return undefined;
  try {
    new CronTime(raw, 'Pacific/Auckland');
  } catch {
    throw new ConfigError(`BACKUP_SCHEDULE must be a cron expression (e.g. "0 30 1 * * *") or off (got "${raw}")`);
  }
  return raw;
}

function logFormat(env: Env, nodeEnv: string): AppConfig['logFormat'] {
  return oneOf(env, 'LOG_FORMAT', ['json', 'pretty'], nodeEnv === 'development' ? 'pretty' : 'json');
}

/**
 * LOG_FORMAT as loadConfig reads it, for a start that failed before the whole configuration could
 * be read; readable lines when it is itself the setting at fault.
 */
export function logFormatOf(env: Env = process.env): AppConfig['logFormat'] {
  try {
    return logFormat(env, text(env, 'NODE_ENV', 'development')!);
  } catch {
    return 'pretty';
  }
}

/** Reads and validates every setting; the only place that reads process.env. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV', 'development')!;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(text(env, 'DATA_DIR', './.data')!);
  ensureWritableDir(dataDir);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const jwtSecretSetting = text(env, 'JWT_SECRET');
  if (jwtSecretSetting !== undefined && jwtSecretSetting.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  assertNotPlaceholder('JWT_SECRET', jwtSecretSetting);
  if (jwtSecretSetting === undefined && nodeEnv === 'production') {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV is production');
  }
  const passwordHashProfile = oneOf(env, 'PASSWORD_HASH_PROFILE', ['standard', 'test'], 'standard');
  // A weak hash must never reach a real account, so only the test suite may ask for one.
  if (passwordHashProfile === 'test' && nodeEnv !== 'test') throw new ConfigError('PASSWORD_HASH_PROFILE=test is only allowed when NODE_ENV is test');
  // Each hash takes a core and 64 MiB for a few hundred ms; a container may see more cores than it may use.
  const passwordHashesAtOnce = text(env, 'PASSWORD_HASHES_AT_ONCE') === undefined ? undefined : integer(env, 'PASSWORD_HASHES_AT_ONCE', 1, 1, 64);
  const metricsToken = text(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  assertNotPlaceholder('METRICS_TOKEN', metricsToken);
  const databaseTimeoutMs = integer(env, 'DATABASE_TIMEOUT_MS', 1200, 500, 60000);
  const repoRoot = resolve(__dirname, '..', '..', '..');
  return {
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    port,
    dataDir,
    databaseUrl,
    embeddedPostgresPort: integer(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    jwtSecret: jwtSecretSetting ?? persistedSecret(dataDir),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 5, 86400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!.replace(/\/$/, ''),
    productName: text(env, 'PRODUCT_NAME', 'Kiwi Companions')!,
    mailFrom: text(env, 'MAIL_FROM', 'Kiwi Companions <no-reply@kiwicompanions.co.nz>')!,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    s3: s3Config(env),
    photosBucket: bucketName(env, 'S3_PHOTOS_BUCKET', 'profile-photos'),
    documentsBucket: bucketName(env, 'S3_DOCUMENTS_BUCKET', 'verification-docs'),
    documentRetentionDays: integer(env, 'DOCUMENT_RETENTION_DAYS', 30, 0, 3650),
    seedOnEmptyDatabase: flag(env, 'SEED_ON_EMPTY_DATABASE', nodeEnv !== 'production'),
    publicCacheSeconds: integer(env, 'PUBLIC_CACHE_SECONDS', 30, 0, 300),
    edgeCacheSeconds: integer(env, 'EDGE_CACHE_SECONDS', 10, 0, 300),
    databaseTimeoutMs,
    jobStatementTimeoutMs: jobStatementTimeoutMs(env, databaseTimeoutMs),
    rateLimitStore: oneOf(env, 'RATE_LIMIT_STORE', ['memory', 'postgres'], 'memory'),
    trustProxy: trustProxy(env),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], nodeEnv === 'test' ? 'error' : 'info'),
    logFormat: logFormat(env, nodeEnv),
    metricsToken,
    mailSendTimeoutMs: integer(env, 'MAIL_SEND_TIMEOUT_SECONDS', 10, 1, 300) * 1000,
    runScheduledJobs: flag(env, 'RUN_SCHEDULED_JOBS', true),
    sitemapUrlsPerFile: integer(env, 'SITEMAP_URLS_PER_FILE', 50000, 1, 50000),
    passwordHashProfile,
    passwordHashesAtOnce,
    serverRendering: flag(env, 'SERVER_RENDERING', true),
    frontendDist: resolve(text(env, 'FRONTEND_DIST', join(repoRoot, 'frontend', 'dist'))!),
    adminDist: resolve(text(env, 'ADMIN_DIST', join(repoRoot, 'admin', 'dist'))!),
    ...dataAtRestKeys(env, dataDir, nodeEnv),
    backupDir: resolve(text(env, 'BACKUP_DIR', join(dataDir, 'backups'))!),
    backupsBucket: bucketName(env, 'S3_BACKUPS_BUCKET', 'site-backups'),
    backupSchedule: backupSchedule(env),
    backupKeepDaily: integer(env, 'BACKUP_KEEP_DAILY', 7, 1, 31),
    // At most five weeks: the privacy page promises how long a deleted profile stays in backups.
    backupKeepWeekly: integer(env, 'BACKUP_KEEP_WEEKLY', 4, 0, 4),
  };
}
