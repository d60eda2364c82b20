/** How many usernames are remembered; the one viewed longest ago is forgotten first. */
const REMEMBERED_USERNAMES = 10_000;

/**
 * The profile id each recently viewed username led to (by its lower-case form): a guess to read a
 * profile's photos and tour stops by while the profile itself is read, always checked against it.
 */
export class ViewedProfileIds {
  private readonly ids = new Map<string, string>();

  get(username: string): string | undefined {
    return this.ids.get(username);
  }

  remember(username: string, profileId: string): void {
    this.ids.delete(username);
    this.ids.set(username, profileId);
    if (this.ids.size > REMEMBERED_USERNAMES) this.ids.delete(this.ids.keys().next().value!);
  }
}
