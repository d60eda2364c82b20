// The server counts one like per browser; remembering it here keeps the button pressed on return.
const LIKED_KEY = 'liked-profiles';

export function hasLiked(profileId: string): boolean {
  try {
    return (JSON.parse(window.localStorage.getItem(LIKED_KEY) ?? '[]') as string[]).includes(profileId);
  } catch {
    return false;
  }
}

export function rememberLiked(profileId: string): void {
  try {
    const liked = JSON.parse(window.localStorage.getItem(LIKED_KEY) ?? '[]') as string[];
    if (!liked.includes(profileId)) window.localStorage.setItem(LIKED_KEY, JSON.stringify([...liked, profileId]));
  } catch {
    // storage blocked: the server still counts the like once
  }
}
