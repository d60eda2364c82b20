import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One route as a controller declares it: its method, its path's segments, and where it is declared. */
interface Route {
  method: RequestMethod;
  segments: string[];
  controller: string;
  path: string;
}

const SRC = join(__dirname, '../../src');

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

const segmentsOf = (...parts: string[]) => parts.join('/').split('/').filter(Boolean);

/** Every route of every controller class under backend/src, in the order each class declares them. */
function declaredRoutes(): Route[] {
  return controllerFiles(SRC).flatMap((file) =>
    Object.values(require(file) as Record<string, unknown>).flatMap((value) => {
      if (typeof value !== 'function' || Reflect.getMetadata(PATH_METADATA, value) === undefined) return [];
      const prefixes = [Reflect.getMetadata(PATH_METADATA, value)].flat() as string[];
      const controller = `${relative(SRC, file)} ${value.name}`;
      return Object.getOwnPropertyNames(value.prototype).flatMap((name) => {
        const handler: unknown = (value.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') return [];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) return [];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        return prefixes.map((prefix) => ({ method, segments: segmentsOf(prefix, path), controller, path: `${RequestMethod[method]} /${segmentsOf(prefix, path).join('/')}` }));
      });
    }),
  );
}

/** Whether one request could match both routes: same method, as many segments, each pair equal or one a parameter. */
function overlap(a: Route, b: Route): boolean {
  if (a.method !== b.method && a.method !== RequestMethod.ALL && b.method !== RequestMethod.ALL) return false;
  if (a.segments.length !== b.segments.length) return false;
  return a.segments.every((segment, i) => segment === b.segments[i] || segment.startsWith(':') || b.segments[i].startsWith(':'));
}

/** Whether `first`, tried first, would take a request meant for `second` (a parameter where `second` names a fixed segment). */
function shadows(first: Route, second: Route): boolean {
  return first.segments.some((segment, i) => segment.startsWith(':') && !second.segments[i].startsWith(':'));
}

/** Routes of different controllers one request could match (their order would be the modules'), and routes of one controller hidden by an earlier one. */
function orderProblems(routes: Route[]): string[] {
  const problems: string[] = [];
  routes.forEach((a, i) =>
    routes.slice(i + 1).forEach((b) => {
      if (!overlap(a, b)) return;
      if (a.controller !== b.controller) problems.push(`${a.path} (${a.controller}) and ${b.path} (${b.controller}) match the same requests`);
      else if (shadows(a, b)) problems.push(`${a.path} comes before ${b.path} in ${a.controller} and takes its requests`);
    }),
  );
  return problems;
}

describe('route order', () => {
  const routes = declaredRoutes();

  it('reads every controller', () => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['GET /profiles/daily-pick', 'GET /profiles/:username', 'GET /health/live']));
  });

  it('no two controllers have routes one request could match, and in each controller fixed paths come first', () => {
    expect(orderProblems(routes)).toEqual([]);
  });

  it('would catch a route of another controller that a parameter could take, and a fixed path declared after a parameter', () => {
    const route = (controller: string, path: string): Route => ({ method: RequestMethod.GET, segments: segmentsOf(path), controller, path: `GET ${path}` });
    expect(orderProblems([route('ProfilesController', '/profiles/:username'), route('DailyPickController', '/profiles/daily-pick')])).toHaveLength(1);
    expect(orderProblems([route('ProfilesController', '/profiles/:username'), route('ProfilesController', '/profiles/me')])).toHaveLength(1);
    expect(orderProblems([route('ProfilesController', '/profiles/me'), route('ProfilesController', '/profiles/:username')])).toEqual([]);
  });
});
