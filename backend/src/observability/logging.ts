import { LoggerService } from '@nestjs/common';
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import pino from 'pino';
import pretty from 'pino-pretty';
import { AppConfig } from '../config/app-config';

/** An id a proxy in front may have given the request already; anything else is replaced by ours. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
/** Start-up lines Nest writes for every module and every route (about a hundred): not worth reading. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);
/** Polled by load balancers and Prometheus every few seconds. */
const UNLOGGED_PATHS = /^\/(?:api\/health(?:\/|$|\?)|metrics(?:$|\?))/;

let root: pino.Logger | undefined;

/** The process's one pino logger (stdout is one per process): JSON lines, or readable lines in development. */
export function rootLogger(config: AppConfig): pino.Logger {
  if (root) return root;
  const options: pino.LoggerOptions = { level: config.logLevel, base: { pid: process.pid } };
  root =
    config.logFormat === 'pretty'
      ? pino(
          options,
          pretty({
            sync: true,
            translateTime: 'SYS:HH:MM:ss.l',
            ignore: 'pid,hostname,context,req,res,responseTime,reqId',
            messageFormat: '{if context}[{context}] {end}{msg}{if reqId} [{reqId}]{end}',
          }),
        )
      : pino(options);
  return root;
}

/**
 * The one line a start that failed ends with, on stderr: a JSON line like the logger's (level fatal)
 * when JSON logs are asked for, so a log collector reads it like any other; else the line as it is.
 */
export function writeStartFailure(format: AppConfig['logFormat'], message: string): void {
  if (format === 'pretty') return void process.stderr.write(`${message}\n`);
  pino({ base: { pid: process.pid } }, pino.destination({ fd: 2, sync: true })).fatal(message);
}

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}

/**
 * Every request gets an id (the caller's X-Request-Id when it is a plain token, else a new UUID),
 * sent back in X-Request-Id, and one line once it is answered, health checks and metrics scrapes
 * aside. Paths only: query strings can carry signatures and searches.
 */
export function requestLines(logger: pino.Logger): RequestHandler {
  return (req, res, next) => {
    const reqId = requestIdOf(req, res);
    res.locals.reqId = reqId;
    const startedAt = Date.now();
    if (!UNLOGGED_PATHS.test(req.url)) res.once('close', () => writeLine(logger, req, res, reqId, Date.now() - startedAt));
    next();
  };
}

/**
 * The request id (from requestLines) bound as `reqId` to every line logged while serving the
 * request: Nest's loggers read it from nestjs-pino's request context, whose child logger is made
 * only when something logs. Mounted after the cache hits, which log nothing more than their line.
 */
export function requestLogContext(logger: pino.Logger): RequestHandler {
  return (_req, res, next) => {
    const reqId = res.locals.reqId as string;
    let child: pino.Logger | undefined;
    const store = new Store(undefined as unknown as pino.Logger);
    Object.defineProperty(store, 'logger', { get: () => (child ??= logger.child({ reqId })), set: (assigned: pino.Logger) => (child = assigned) });
    storage.run(store, next);
  };
}

/** The request's line, at its level: info, warn for a refusal to be retried (503), error for any other answer of 500 or more. */
function writeLine(logger: pino.Logger, req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, reqId: string, responseTime: number): void {
  const { statusCode } = res;
  const path = pathOf(req.originalUrl ?? req.url);
  const line = { reqId, req: { method: req.method, path }, res: { statusCode }, responseTime };
  if (statusCode >= 500) logger[levelOf(statusCode)]({ ...line, err: new Error(`failed with status code ${statusCode}`) }, `${req.method} ${path} ${statusCode} failed`);
  else logger.info(line, `${req.method} ${path} ${statusCode} ${responseTime} ms`);
}

/** The request's id, sent back in X-Request-Id. */
function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const forwarded = req.headers['x-request-id'];
  const id = typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** A refusal to be retried (503) is a warning; any other answer of 500 or more an error. */
function levelOf(statusCode: number): 'info' | 'warn' | 'error' {
  if (statusCode === 503) return 'warn';
  return statusCode >= 500 ? 'error' : 'info';
}

/** Nest's LoggerService over pino, without the start-up noise. */
export class AppLogger implements LoggerService {
  private readonly logger: NestPinoLogger;

  constructor(root: pino.Logger) {
    this.logger = new NestPinoLogger(new PinoLogger({ pinoHttp: { logger: root } }), {});
  }

  log(message: unknown, ...rest: unknown[]): void {
    if (QUIET_CONTEXTS.has(rest[rest.length - 1] as string)) return;
    this.logger.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.logger.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.verbose(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.logger.fatal(message, ...rest);
  }
}
