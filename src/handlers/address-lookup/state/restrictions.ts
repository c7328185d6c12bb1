/**
 * The restrictions an owner sets on a key, as Ideal Postcodes documents them under "API Key Security":
 * allowed URLs (and a licensee's own whitelist), matched against the request's `Origin` and `Referer`
 * headers, refused with 4011; and the individual limit, a daily cap on the lookups one client address may
 * make on the key, reset at midnight (UTC, by the gateway's clock) and refused with 4021 like the daily limit.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Collection, ServiceStore } from "../../../runtime/store";

/** Where a lookup comes from: the client's address and the page that made it. */
export interface RequestSource {
  address: string;
  origin?: string;
  referer?: string;
}

export const URL_NOT_ALLOWED = 4011;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether one header value matches one allowed URL, by the documented rules: `*.example.com` matches that
 * domain and its subdomains (by host); an entry starting `http://` or `https://` matches URLs starting with
 * it; any other entry matches URLs containing it.
 */
function matches(allowed: string, value: string): boolean {
  const entry = allowed.trim().toLowerCase();
  if (entry === "") return false;
  const url = value.toLowerCase();
  if (entry.startsWith("*.")) {
    const domain = entry.slice(2);
    const host = hostOf(url);
    return host !== undefined && (host === domain || host.endsWith(`.${domain}`));
  }
  if (/^https?:\/\//.test(entry)) return url.startsWith(entry);
  return url.includes(entry);
}

/**
 * Whether a request may use a key (or licensee) with these allowed URLs. An empty list allows every request;
 * otherwise its Origin or Referer must match an entry. A request with neither (a server, not a browser) has
 * nothing to match and is refused, as the provider warns for keys used outside a browser.
 */
export function urlAllowed(allowed: readonly string[], from: RequestSource): boolean {
  if (allowed.length === 0) return true;
  const values = [from.origin, from.referer].filter((v): v is string => v !== undefined && v !== "");
  return values.some((v) => allowed.some((a) => matches(a, v)));
}

export function urlNotAllowed(): ServiceError {
  return new ServiceError(
    "permission_denied",
    "Requesting URL not on whitelist. The cross domain request is not coming from a whitelisted URL",
    { code: URL_NOT_ALLOWED },
  );
}

/** One client address's lookups on one key on one UTC day. */
interface AddressCount {
  key: string;
  address: string;
  day: string;
  consumed: number;
}

/** A ceiling on the addresses counted, so that memory stays bounded: earlier days' counts go first. */
export const MAX_COUNTED_ADDRESSES = 100_000;

/** Lookups per key and client address today: what the individual limit is checked against. */
export class AddressCounts {
  private readonly counts: Collection<AddressCount>;

  constructor(store: ServiceStore) {
    this.counts = store.collection("address-counts");
  }

  consumed(key: string, address: string, day: string): number {
    const found = this.counts.get(`${key}|${address}`);
    return found?.day === day ? found.consumed : 0;
  }

  count(key: string, address: string, day: string): void {
    const consumed = this.consumed(key, address, day) + 1;
    this.counts.put(`${key}|${address}`, { key, address, day, consumed });
    if (this.counts.size() > MAX_COUNTED_ADDRESSES) this.prune(day);
  }

  private prune(today: string): void {
    for (const stale of this.counts.all((c) => c.day !== today))
      this.counts.delete(`${stale.key}|${stale.address}`);
    while (this.counts.size() > MAX_COUNTED_ADDRESSES) {
      const oldest = this.counts.list({ limit: 1 }).items[0];
      if (!oldest) break;
      this.counts.delete(`${oldest.key}|${oldest.address}`);
    }
  }
}
