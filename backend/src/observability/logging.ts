import { LoggerService } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import { Options as PinoHttpOptions } from 'pino-http';
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

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}

/**
 * pino-http: every request gets an id (the caller's X-Request-Id when it is a plain token, else a
 * new UUID), sent back in X-Request-Id and bound as `reqId` to every line logged while serving it;
 * one line per answered request. Paths only: query strings can carry signatures and searches.
 */
export function requestLoggingOptions(logger: pino.Logger): PinoHttpOptions {
  return {
    logger,
    quietReqLogger: true,
    genReqId: requestIdOf,
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.test(req.url ?? '') },
    customLogLevel: (_req, res, error) => (error && res.statusCode !== 503 ? 'error' : levelOf(res.statusCode)),
    customSuccessMessage: (req, res, ms) => successMessage(req, res, ms),
    customErrorMessage: (req, res) => failureMessage(req, res),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** The request's id, sent back in X-Request-Id. */
function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const forwarded = req.headers['x-request-id'];
  const id = typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

function successMessage(req: IncomingMessage, res: ServerResponse, ms: number): string {
  return `${req.method} ${pathOf(req.url)} ${res.statusCode} ${Math.round(ms)} ms`;
}

function failureMessage(req: IncomingMessage, res: ServerResponse): string {
  return `${req.method} ${pathOf(req.url)} ${res.statusCode} failed`;
}

/** A refusal to be retried (503) is a warning; any other answer of 500 or more an error. */
function levelOf(statusCode: number): 'info' | 'warn' | 'error' {
  if (statusCode === 503) return 'warn';
  return statusCode >= 500 ? 'error' : 'info';
}

/**
 * For a request answered before Express (a public cache hit, a public read): its id and the same
 * line pino-http would write for it, at the same level, written directly. pino-http builds two
 * child loggers a request, a tenth of the cost of a cache hit.
 */
export function earlyRequestLogging(logger: pino.Logger): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const reqId = requestIdOf(req, res);
    const startedAt = Date.now();
    res.once('close', () => {
      const responseTime = Date.now() - startedAt;
      const { statusCode } = res;
      const line = { reqId, req: { method: req.method, path: pathOf(req.url) }, res: { statusCode }, responseTime };
      // pino-http's own error for an answer of 500 or more that carries none.
      if (statusCode >= 500) logger[levelOf(statusCode)]({ ...line, err: new Error(`failed with status code ${statusCode}`) }, failureMessage(req, res));
      else logger.info(line, successMessage(req, res, responseTime));
    });
  };
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
