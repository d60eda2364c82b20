/**
 * A profile's one-line description for search engines and shared links, the same in the served HTML
 * and the page; it says only what the advertiser entered.
 */
export function profileSummary(profile: { full_name: string; age: number | null; location: string | null; bio: string | null }): string {
  const age = profile.age === null ? '' : `, ${profile.age}`;
  const location = profile.location?.trim() ? ` in ${profile.location.trim()}` : '';
  const about = profile.bio?.trim() ? ` ${profile.bio.trim()}` : '';
  return `${profile.full_name}${age}, companion${location}.${about}`.slice(0, 160);
}
