import { NOT_FOUND_PAGE, placeOfPath, placePage, PROFILE_NOT_FOUND_PAGE, sitePages, type SitePageText } from 'contract';
import { Inject, Injectable } from '@nestjs/common';
import type { PageHead, SitePage } from '../common/http/site/page-head';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { profilePageHead } from './profile-page-head';
import { ProfilesService } from '../profiles/profiles.service';

const ESCORTS_PATH = /^\/escorts\/([^/]+)(?:\/([^/]+))?$/i;
const PROFILE_PATH = /^\/profile\/([^/]+)$/;

/** The address as the site's router reads it: one trailing slash is the same page, and so is any case (but a username's). */
function normalised(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * What the server answers for each address of the public site: its status (404 for an
 * unknown page or profile, with the site's not-found page) and the head that search engines and link
 * previews read before any JavaScript runs: title, description, robots rule, canonical link and Open
 * Graph tags, from the same texts the site sets (contract/site-pages) and with PUBLIC_URL's origin.
 */
@Injectable()
export class SitePagesService {
  private readonly origin: string;
  private readonly fixedPages: Map<string, SitePageText>;
  private readonly profileHead: (username: string) => Promise<PageHead | null>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    profiles: ProfilesService,
  ) {
    this.origin = new URL(config.publicUrl).origin;
    this.fixedPages = new Map(Object.values(sitePages(config.productName)).map((page) => [page.path, page]));
    this.profileHead = profilePageHead(profiles, config.productName, this.origin);
  }

  async resolve(path: string): Promise<SitePage> {
    const clean = normalised(path);
    const fixed = this.fixedPages.get(clean.toLowerCase());
    if (fixed) return this.found(fixed);
    const place = ESCORTS_PATH.exec(clean);
    if (place) {
      const known = placeOfPath(place[1].toLowerCase(), place[2]?.toLowerCase());
      if (known) return this.found(placePage(known.region, known.town));
    }
    const profile = PROFILE_PATH.exec(clean);
    if (profile) {
      const username = decoded(profile[1]);
      const head = username === undefined ? null : await this.profileHead(username);
      return head ? { status: 200, head } : this.notFound(PROFILE_NOT_FOUND_PAGE);
    }
    return this.notFound(NOT_FOUND_PAGE);
  }

  /** An absolute address on the site (PUBLIC_URL's origin). */
  url(path: string): string {
    return new URL(path, this.origin).toString();
  }

  private title(title: string): string {
    return title ? `${title} | ${this.config.productName}` : this.config.productName;
  }

  private found(page: SitePageText): SitePage {
    return {
      status: 200,
      head: { type: 'website', title: this.title(page.title), description: page.description, canonicalUrl: this.url(page.path), indexable: page.indexable },
    };
  }

  private notFound(page: { title: string; description: string }): SitePage {
    return { status: 404, head: { type: 'website', title: this.title(page.title), description: page.description, indexable: false } };
  }
}
