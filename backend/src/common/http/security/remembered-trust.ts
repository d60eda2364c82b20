/** proxy-addr's compiled `trust proxy` test: may the hop at this address, `hop` steps from us, set X-Forwarded-For? */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Distinct (address, hop) verdicts kept before starting afresh: a deployment has a few proxies. */
const MAX_VERDICTS = 1000;

/**
 * The same test with its verdicts remembered. Compiled from subnets (`loopback`, the default) it
 * parses the address on every call, about 10 microseconds, for each request that reads its client's
 * address (every analytics beacon, every rate limit); the addresses it is asked about are the proxies
 * in front of the app, the same few every time. The compiled test is pure, so its verdicts keep.
 */
export function rememberedTrust(trust: ProxyTrust): ProxyTrust {
  const verdicts = new Map<string, boolean>();
  return (address, hop) => {
    const key = `${hop} ${address}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
      verdict = trust(address, hop);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}
