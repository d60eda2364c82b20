import type { PageHeadResolver } from '../common/http/page-head';
import { ProfilesErrorCode, ProfilesException } from './profiles.exception';
import { ProfilesService } from './profiles.service';

/** /profile/{username}, but not the editor's own /profile/edit. */
const PROFILE_PATH = /^\/profile\/(?!edit\/?$)([^/]+)\/?$/;

/** The location the profile page shows when an advertiser left theirs blank. */
const DEFAULT_LOCATION = 'Auckland';

/**
 * Link previews for /profile/{username}: the title and description the page sets once loaded,
 * and the primary photo's card image, so a link shared in a message shows who it is about.
 * Unknown, paused and deleted profiles keep the site's defaults.
 */
export function profilePageHead(profiles: ProfilesService, productName: string): PageHeadResolver {
  return async (path, origin) => {
    const match = PROFILE_PATH.exec(path);
    if (!match) return null;
    let profile;
    try {
      profile = await profiles.viewByUsername(decodeURIComponent(match[1]));
    } catch (error) {
      if ((error instanceof ProfilesException && error.code === ProfilesErrorCode.NotFound) || error instanceof URIError) return null;
      throw error;
    }
    const primary = profile.photos.find((p) => p.is_primary) ?? profile.photos[0];
    const age = profile.age === null ? '' : `, ${profile.age}`;
    const about = profile.bio?.trim() ? ` ${profile.bio.trim()}` : '';
    return {
      type: 'profile',
      title: `${profile.full_name} (@${profile.username}) | ${productName}`,
      description: `${profile.full_name}${age}, companion in ${profile.location?.trim() || DEFAULT_LOCATION}.${about}`.slice(0, 160),
      image: primary ? new URL(primary.card_url, origin).toString() : undefined,
    };
  };
}
