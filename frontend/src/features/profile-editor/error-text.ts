import { ApiError } from '../../lib/api-client';

/** The server's own text for a refusal (4xx), the screen's fallback for anything else. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}
