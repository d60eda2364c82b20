import { placeOfPath } from 'contract';
import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { DIRECTORY_PAGE_SIZE } from '../config/env';
import { profilesPath, profilesQuery } from '../features/directory/api/get-profiles';
import { canonicalDirectoryAddress, parseFilters, toApiQuery } from '../features/directory/filters';
import { FEATURED_PATH, featuredProfilesQuery } from '../features/home/api/get-featured-profiles';
import { VIP_PATH, vipProfilesQuery } from '../features/home/api/get-vip-profiles';
import { profilePath, profileQuery } from '../features/profile-view/api/get-profile';
import { DAILY_PICK_PATH, dailyPickQuery } from '../lib/daily-pick';

/** A read a page shows: the query's key in the site's cache and the API address that answers it. */
export interface PageQuery {
  queryKey: QueryKey;
  path: string;
}

const dailyPick: PageQuery = { queryKey: dailyPickQuery.queryKey, path: DAILY_PICK_PATH };

function directoryQuery(search: string, place?: { region: string; town?: string }): PageQuery {
  const filters = parseFilters(new URLSearchParams(search), place);
  return { queryKey: profilesQuery(filters, DIRECTORY_PAGE_SIZE).queryKey, path: profilesPath(toApiQuery(filters, DIRECTORY_PAGE_SIZE)) };
}

/** The public pages rendered on the server; the others (account screens, sign-in, sign-up) are rendered in the browser. */
const SERVER_RENDERED = ['/', '/directory', '/escorts/:region', '/escorts/:region/:town', '/profile/:username', '/pricing', '/terms', '/privacy', '/contact', '/favourites'];
const ACCOUNT_PATHS = ['/profile/edit'];

/** Whether the server renders the page at `pathname` (an unknown address is rendered too: its not-found page). */
export function isServerRendered(pathname: string, knownPaths: string[]): boolean {
  if (ACCOUNT_PATHS.some((path) => matchPath(path, pathname))) return false;
  if (SERVER_RENDERED.some((path) => matchPath(path, pathname))) return true;
  return !knownPaths.some((path) => matchPath(path, pathname));
}

/**
 * The public reads the server fetches before it renders a page, exactly as the page's components
 * ask for them, so the page is rendered whole and the browser fetches none of them again.
 */
export function pageQueries(pathname: string, search: string): PageQuery[] {
  if (pathname === '/') {
    return [
      { queryKey: featuredProfilesQuery.queryKey, path: FEATURED_PATH },
      { queryKey: vipProfilesQuery.queryKey, path: VIP_PATH },
      dailyPick,
    ];
  }
  if (matchPath('/directory', pathname)) return [directoryQuery(search), dailyPick];
  const landing = matchPath('/escorts/:region/:town?', pathname);
  if (landing) {
    const town = landing.params.town?.toLowerCase();
    const place = placeOfPath(landing.params.region!.toLowerCase(), town);
    return place ? [directoryQuery(search, { region: place.region.slug, town }), dailyPick] : [];
  }
  const profile = matchPath('/profile/:username', pathname);
  if (profile && profile.params.username !== 'edit') return [{ queryKey: profileQuery(profile.params.username!).queryKey, path: profilePath(profile.params.username!) }];
  return [];
}

/**
 * The address the server sends a visitor on to instead of rendering this one, or null: the directory's
 * filters as its form submits them without JavaScript, or a region in /directory's query, go to the
 * address the page's script would show them at (see canonicalDirectoryAddress).
 */
export function pageRedirect(pathname: string, search: string): string | null {
  if (matchPath('/directory', pathname)) return canonicalDirectoryAddress(pathname, search);
  const landing = matchPath('/escorts/:region/:town?', pathname);
  if (!landing) return null;
  const town = landing.params.town?.toLowerCase();
  const place = placeOfPath(landing.params.region!.toLowerCase(), town);
  return place ? canonicalDirectoryAddress(pathname, search, { region: place.region.slug, town }) : null;
}

/**
 * The screens of a server-rendered page that are chunks of their own (React.lazy), by their source file: their
 * stylesheets are linked in the page's head (stylesheetsFor), so the page is styled before or without the site's
 * script, as the chunk would style it once loaded. An unknown address shows the not-found page. The home page is
 * in the site's own chunk, and its VIP carousel (VipSwiper) is drawn only once the script runs, so it loads its own.
 */
const PAGE_MODULES: [path: string, modules: string[]][] = [
  ['/', []],
  ['/directory', ['src/features/directory/DirectoryPage.tsx']],
  ['/escorts/:region/:town?', ['src/features/directory/DirectoryPage.tsx']],
  ['/profile/:username', ['src/features/profile-view/ProfileViewPage.tsx']],
  ['/favourites', ['src/features/favourites/FavouritesPage.tsx']],
  ['/pricing', ['src/features/pricing/PricingPage.tsx']],
  ['/contact', ['src/features/contact/ContactPage.tsx']],
  ['/terms', ['src/features/legal/TermsPage.tsx']],
  ['/privacy', ['src/features/legal/PrivacyPage.tsx']],
];
const NOT_FOUND_MODULES = ['src/components/NotFoundPage.tsx'];

export function pageModules(pathname: string): string[] {
  return PAGE_MODULES.find(([path]) => matchPath(path, pathname))?.[1] ?? NOT_FOUND_MODULES;
}

/** A chunk of the browser's build as its manifest (dist/.vite/manifest.json) names it, by source file. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The stylesheets (site paths) of the page at `pathname`'s own chunks and of every chunk they import. */
export function stylesheetsFor(pathname: string, manifest: Record<string, ManifestChunk>): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const file of chunk.css ?? []) sheets.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of pageModules(pathname)) visit(module);
  return [...sheets];
}
