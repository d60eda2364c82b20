/** Raised for a missing object, or for a bucket/key that could never name one (so callers answer 404). */
export class StorageNotFoundError extends Error {}

/** Raised when a put would replace an existing object (objects are write-once). */
export class StorageConflictError extends Error {}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** Keys are `/`-separated segments of plain characters: no `..`, no backslashes, no empty or hidden parts. */
export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function isValidBucket(bucket: string): boolean {
  return typeof bucket === 'string' && BUCKET.test(bucket) && !bucket.includes('..');
}

export function assertValidLocation(bucket: string, key: string): void {
  if (!isValidBucket(bucket) || !isValidKey(key)) throw new StorageNotFoundError('Invalid storage key');
}

/** `a/b c.webp` → `a/b%20c.webp`: each segment encoded, the separators kept. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
