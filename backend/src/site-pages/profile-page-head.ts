import { profileSummary } from 'contract';
import type { PageHead } from '../common/http/site/page-head';
import { ProfilesErrorCode, ProfilesException } from '../profiles/profiles.exception';
import { ProfilesService } from '../profiles/profiles.service';

/**
 * The head of /profile/{username}: the title and description the page sets once loaded, the
 * primary photo's card image (so a link shared in a message shows who it is about) and the
 * profile's one address. Built from the anonymous view only, so nothing a signed-in owner may see
 * (a paused profile, photos waiting for review) reaches the HTML. Null for an unknown, paused or
 * deleted profile.
 */
export function profilePageHead(profiles: ProfilesService, productName: string, origin: string): (username: string) => Promise<PageHead | null> {
  return async (username) => {
    let profile;
    try {
      profile = await profiles.viewByUsername(username);
    } catch (error) {
      if (error instanceof ProfilesException && error.code === ProfilesErrorCode.NotFound) return null;
      throw error;
    }
    const primary = profile.photos.find((p) => p.is_primary) ?? profile.photos[0];
    return {
      type: 'profile',
      title: `${profile.full_name} (@${profile.username}) | ${productName}`,
      description: profileSummary(profile),
      image: primary ? new URL(primary.card_url, origin).toString() : undefined,
      canonicalUrl: new URL(`/profile/${encodeURIComponent(profile.username)}`, origin).toString(),
      indexable: true,
    };
  };
}
