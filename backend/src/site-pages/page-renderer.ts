import { AGE_GATE_SCRIPT } from 'contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { errorAnswer } from '../common/http/errors/http-exception.filter';
import { renderIndexWithHead } from '../common/http/site/page-head';
import type { RenderedSitePage } from '../common/http/site/static-site';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DailyPickService } from '../daily-pick/daily-pick.service';
import { parseDirectoryQuery } from '../directory/directory-query';
import { DirectoryService } from '../directory/directory.service';
import { ProfilesService } from '../profiles/profiles.service';
import { SitePagesService } from './site-pages.service';

/** A public read answered in process: what the API would answer, status and body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A page as the public site's server renderer gives it (frontend/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  state: unknown;
}

interface ServerRenderer {
  render(url: string, read: (path: string) => Promise<ApiAnswer>): Promise<RenderedPage>;
  rendersPage(pathname: string): boolean;
  redirectFor(url: string): string | null;
  pageStylesheets(pathname: string, manifest: Record<string, unknown>): string[];
  PAGE_STATE_ID: string;
}

const PROFILE_PATH = /^\/profiles\/([^/?]+)$/;
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * React's render of a part of a page (not the whole document) starts with the preloads of the images it
 * shows that are not lazy: the first card of a grid, the profile's main photo (with their `srcset`, `sizes`
 * and `fetchpriority`). Moved to the head, they are asked for before the body is read; hydration skips them
 * either way.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** JSON inside a script element: no `<` can end the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Renders the public site's pages on the server, for a visitor who is not signed in, with the site's
 * own renderer (its server build, `frontend/dist-server`). The reads a page shows are answered by the
 * services the API's controllers call, never over HTTP. Without that build, pages are sent as the
 * site's shell, which renders in the browser; so are they with SERVER_RENDERING=false, as the site was
 * before it rendered on the server.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly entry: string;
  private readonly serverRendering: boolean;
  private readonly manifestPath: string;
  private renderer?: ServerRenderer | null;
  private manifest?: Record<string, unknown>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sitePages: SitePagesService,
    private readonly directory: DirectoryService,
    private readonly profiles: ProfilesService,
    private readonly dailyPick: DailyPickService,
  ) {
    this.entry = join(dirname(config.frontendDist), 'dist-server', 'entry-server.cjs');
    this.serverRendering = config.serverRendering;
    this.manifestPath = join(config.frontendDist, '.vite', 'manifest.json');
  }

  /**
   * The whole page at `path` (`url` with its query): the built index.html with the page's status and
   * head tags, the age gate's inline script, the preloads of its first images, and the content rendered with
   * the data it was rendered from. Or, for an address the site keeps under another (the directory's filters
   * as its form submits them without JavaScript), that address to go to instead.
   */
  async page(path: string, url: string, indexPath: string): Promise<RenderedSitePage> {
    const renderer = this.load();
    const redirect = renderer?.rendersPage(path) ? renderer.redirectFor(url) : null;
    if (redirect) return { status: 302, html: '', redirect };
    const { status, head } = await this.sitePages.resolve(path);
    let html = await renderIndexWithHead(indexPath, head);
    html = html.replace('</head>', () => `  <script>${AGE_GATE_SCRIPT}</script>\n  </head>`);
    if (renderer?.rendersPage(path)) {
      // The page's screen is a chunk of its own: its stylesheets go in the head, or the page would be unstyled until its script ran.
      const links = renderer
        .pageStylesheets(path, this.loadManifest())
        .filter((href) => !html.includes(`href="${href}"`))
        .map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n`)
        .join('');
      html = html.replace('</head>', () => `${links}  </head>`);
      const rendered = await renderer.render(url, (apiPath) => this.read(apiPath));
      const state = `<script id="${renderer.PAGE_STATE_ID}" type="application/json">${scriptJson(rendered.state)}</script>`;
      const preloads = LEADING_PRELOADS.exec(rendered.html)?.[0] ?? '';
      if (preloads) html = html.replace('</head>', () => `  ${preloads}\n  </head>`);
      html = html.replace(EMPTY_ROOT, () => `<div id="root">${rendered.html.slice(preloads.length)}</div>${state}`);
    }
    return { status, html };
  }

  /** The browser build's manifest, which names each chunk's stylesheets; none without it (the backend tests' fake site). */
  private loadManifest(): Record<string, unknown> {
    this.manifest ??= existsSync(this.manifestPath) ? (JSON.parse(readFileSync(this.manifestPath, 'utf8')) as Record<string, unknown>) : {};
    return this.manifest;
  }

  private load(): ServerRenderer | undefined {
    if (this.renderer === undefined) {
      this.renderer = this.serverRendering && existsSync(this.entry) ? (require(this.entry) as ServerRenderer) : null;
      if (!this.renderer) {
        const reason = this.serverRendering ? `No server build of the public site at ${this.entry}` : 'SERVER_RENDERING is false';
        this.logger.warn(`${reason}: pages render in the browser`);
      }
    }
    return this.renderer ?? undefined;
  }

  /** The public reads the site's pages show, each answered as its controller would (GET /api + path). */
  private async read(path: string): Promise<ApiAnswer> {
    try {
      return { status: 200, body: await this.answer(path) };
    } catch (error) {
      const { status, body } = errorAnswer(error);
      return { status, body };
    }
  }

  private answer(path: string): Promise<unknown> {
    const [pathname, query = ''] = path.split('?', 2);
    if (pathname === '/profiles') return this.directory.list(parseDirectoryQuery(parseQuery(query)));
    if (pathname === '/profiles/featured') return this.directory.featured();
    if (pathname === '/profiles/vip') return this.directory.vip();
    if (pathname === '/profiles/daily-pick') return this.dailyPick.today();
    const profile = PROFILE_PATH.exec(pathname);
    if (profile) return this.profiles.viewByUsername(decodeURIComponent(profile[1]));
    throw new Error(`The server renderer asked for ${path}, which is not a public read`);
  }
}
