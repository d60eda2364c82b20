import type { INestApplication } from '@nestjs/common';
import { DailyPickService } from './daily-pick/daily-pick.service';
import { hostileInputProblem } from './common/http/hostile-input';
import { parseDirectoryQuery } from './profiles/directory/directory-query';
import { DirectoryService } from './profiles/directory/directory.service';
import { ProfilesService } from './profiles/profiles.service';
import type { PublicRead } from './public-cache/public-reads';

/** A username in a path that decodes to itself: anything else (percent-encoded, say) is left to Express to decode. */
const PLAIN_PROFILE_PATH = /^\/api\/profiles\/([A-Za-z0-9._~-]+)$/;
/** GET routes of their own under /api/profiles, never usernames (Express matches paths in any case); a test checks it against the routes. */
export const PROFILES_ROUTE_NAMES: ReadonlySet<string> = new Set(['me', 'featured', 'vip', 'daily-pick']);

/**
 * The public reads answered before Express (publicReads), each calling the service its controller
 * calls, with what the controller would pass it: DirectoryController's list, featured and VIP,
 * DailyPickController's today and PublicProfileController's view for an anonymous viewer. Only the
 * spellings Express would route there in their plain form are taken; the directory's query is
 * parsed by Express's own parser and checked as rejectHostileInput checks it, and a query
 * parseDirectoryQuery refuses is left to Express, which answers its 400.
 */
export function publicReadRoutes(app: INestApplication, parseQuery: (query: string) => Record<string, unknown>): (path: string, query: string) => PublicRead | undefined {
  const directory = app.get(DirectoryService);
  const profiles = app.get(ProfilesService);
  const dailyPick = app.get(DailyPickService);
  return (path, query) => {
    if (path === '/api/profiles') return directoryRead(directory, parseQuery(query));
    // The other routes read no query; one with a query is rare enough to leave to Express.
    if (query !== '') return undefined;
    if (path === '/api/profiles/featured') return { route: path, read: () => directory.featured() };
    if (path === '/api/profiles/vip') return { route: path, read: () => directory.vip() };
    if (path === '/api/profiles/daily-pick') return { route: path, read: () => dailyPick.today() };
    const username = PLAIN_PROFILE_PATH.exec(path)?.[1];
    if (username === undefined || PROFILES_ROUTE_NAMES.has(username.toLowerCase())) return undefined;
    return { route: '/api/profiles/:username', read: () => profiles.viewByUsername(username) };
  };
}

function directoryRead(directory: DirectoryService, query: Record<string, unknown>): PublicRead | undefined {
  if (hostileInputProblem(query, '') !== null) return undefined;
  try {
    const parsed = parseDirectoryQuery(query);
    return { route: '/api/profiles', read: () => directory.list(parsed) };
  } catch {
    return undefined;
  }
}
