import { Agent, request } from 'node:http';

/** A desktop browser: isbot would leave the bench's own User-Agent out, and nothing would be counted. */
export const BROWSER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const EVENT_TYPES = ['view', 'view', 'view', 'call', 'sms', 'email', 'website'];

/**
 * A visitor address for X-Forwarded-For (believed from the loopback bench): many visitors, so the
 * per-address limits see what they would in production rather than one address sending everything.
 */
export function visitorAddress(random: () => number): string {
  return `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;
}

export function post(agent: Agent, base: URL, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      { agent, host: base.hostname, port: base.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One analytics event, as the public site's beacon sends it, from a random visitor. */
export function sendEvent(agent: Agent, base: URL, random: () => number, usernames: string[]): Promise<number> {
  const username = usernames[Math.floor(random() * usernames.length)];
  const type = EVENT_TYPES[Math.floor(random() * EVENT_TYPES.length)];
  return post(agent, base, `/api/profiles/${username}/events`, { type }, { 'User-Agent': BROWSER_AGENT, 'X-Forwarded-For': visitorAddress(random) });
}

/** Likes at a steady `perSecond` from distinct visitors until the deadline; answers how many were accepted. */
export async function likeSteadily(agent: Agent, base: URL, random: () => number, usernames: string[], perSecond: number, deadline: number): Promise<number> {
  let accepted = 0;
  while (Date.now() < deadline) {
    const username = usernames[Math.floor(random() * usernames.length)];
    const status = await post(agent, base, `/api/profiles/${username}/like`, {}, { 'User-Agent': BROWSER_AGENT, 'X-Forwarded-For': visitorAddress(random) }).catch(() => 0);
    if (status === 200) accepted += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  return accepted;
}
