/** The HTTP status of a failed call, when the server answered. */
export function statusOf(error: unknown): number | undefined {
  return (error as { status?: number } | null)?.status;
}

/** The server's message for a failed call (DESIGN.md §4: it is the spec's text), else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  const message = Array.isArray(body?.message) ? body?.message[0] : body?.message;
  return typeof message === 'string' && message ? message : fallback;
}
