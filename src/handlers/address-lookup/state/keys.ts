/**
 * API keys, their owners and what a lookup may spend (Ideal Postcodes keys): a key has a balance of
 * lookups, an optional daily limit counted per UTC day by the gateway's clock, and an owner whose
 * `user_token` unlocks its management. A sublicensed key looks up on behalf of one of its licensees, who
 * may have a daily limit and URL whitelist of their own. The owner's restrictions (allowed URLs, individual
 * limit) are in ./restrictions, the documented error codes in ./key-errors.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import type { Collection, ServiceStore } from "../../../runtime/store";
import type { Datasets } from "./delivery-points";
import {
  balanceDepleted,
  failedUserAuthentication,
  INVALID_KEY,
  KEY_NOT_FOUND,
  LICENSEE_REQUIRED,
  limitReached,
} from "./key-errors";
import { consumedOn, type KeyRecord, type User, utcDay } from "./key-records";
import type { LicenseeRecord, Licensees } from "./licensees";
import { AddressCounts, type RequestSource, urlAllowed, urlNotAllowed } from "./restrictions";

/** Why a key cannot look up now. */
export type UnavailableReason =
  | "balance_depleted"
  | "daily_limit_reached"
  | "suspended"
  | "licensee_cancelled"
  | "licensee_daily_limit_reached";

export interface KeysFixture {
  users: User[];
  keys: Omit<KeyRecord, "purchased" | "daily">[];
}

/** Who is asking, as the authenticator read it from the query or the Authorization header. */
export interface Credentials {
  apiKey?: string;
  /** The owner whose valid user_token came with the request. */
  userId?: string;
  licensee?: string;
}

/** What a lookup may spend from: the key and, for a sublicensed key, the licensee. */
export interface Grant {
  key: KeyRecord;
  licensee?: LicenseeRecord;
}

const BY_TOKEN = "userToken";

export class KeyRing {
  private readonly users: Collection<User>;
  private readonly keys: Collection<KeyRecord>;
  private readonly addressCounts: AddressCounts;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly licensees: Licensees,
  ) {
    // A user_token comes with every management request: it finds its owner through an index.
    this.users = store.collection<User>("users", { [BY_TOKEN]: (u) => u.user_token });
    this.keys = store.collection("keys");
    this.addressCounts = new AddressCounts(store);
  }

  load(fixture: KeysFixture): void {
    for (const u of fixture.users) this.users.put(u.id, u);
    for (const k of fixture.keys) {
      this.keys.put(k.key, { ...k, purchased: k.lookups_remaining, daily: { day: "", consumed: 0 } });
    }
  }

  /**
   * Issues a key, as the provider's dashboard does: to the owner of `user_token`, a new owner when the
   * token is new. An existing key is never overwritten.
   */
  addKey(input: {
    key: string;
    user_token: string;
    email: string;
    lookups: number;
    daily_limit: number | null;
    individual_limit: number | null;
    allowed_urls: string[];
    datasets: Datasets;
    sublicensed: boolean;
  }): KeyRecord {
    if (this.keys.has(input.key)) throw new ServiceError("already_exists", `key ${input.key} already exists`);
    let owner = this.userByToken(input.user_token);
    if (!owner) {
      owner = { id: `usr_${this.users.size() + 1}`, email: input.email, user_token: input.user_token };
      this.users.put(owner.id, owner);
    }
    const record: KeyRecord = {
      key: input.key,
      owner: owner.id,
      purchased: input.lookups,
      lookups_remaining: input.lookups,
      daily_limit: input.daily_limit,
      individual_limit: input.individual_limit,
      allowed_urls: input.allowed_urls,
      sublicensed: input.sublicensed,
      suspended: false,
      datasets: input.datasets,
      daily: { day: "", consumed: 0 },
    };
    this.keys.put(record.key, record);
    return record;
  }

  /** Buys more lookups for a key: the new purchase replaces the current one in the key's details. */
  topUp(keyId: string, lookups: number): KeyRecord {
    const key = this.find(keyId);
    const next = {
      ...key,
      purchased: key.lookups_remaining + lookups,
      lookups_remaining: key.lookups_remaining + lookups,
    };
    this.keys.put(keyId, next);
    return next;
  }

  /** The owner a user_token belongs to, if any. */
  userByToken(token: string): User | undefined {
    return this.users.all(undefined, { index: BY_TOKEN, scope: token })[0];
  }

  today(): string {
    return utcDay(this.clock.now());
  }

  /** Why the key (and licensee) cannot look up now, or undefined when it can. */
  unavailableReason(key: KeyRecord, licensee?: LicenseeRecord): UnavailableReason | undefined {
    const today = this.today();
    if (key.suspended) return "suspended";
    if (key.lookups_remaining <= 0) return "balance_depleted";
    if (key.daily_limit !== null && consumedOn(key.daily, today) >= key.daily_limit)
      return "daily_limit_reached";
    if (licensee?.cancelled) return "licensee_cancelled";
    if (
      licensee &&
      licensee.daily.limit !== null &&
      consumedOn(licensee.consumed, today) >= licensee.daily.limit
    ) {
      return "licensee_daily_limit_reached";
    }
    return undefined;
  }

  /** A key by its id; 4042 when there is none. */
  find(keyId: string): KeyRecord {
    const key = this.keys.get(keyId);
    if (!key) throw new ServiceError("not_found", "Key not found", { code: KEY_NOT_FOUND });
    return key;
  }

  /**
   * Public availability of a key, for one of its licensees when named: why it cannot look up now, or
   * undefined when it can (documented test keys: `iddqd` available, `idkfa` not).
   */
  availability(keyId: string, licenseeId?: string): UnavailableReason | undefined {
    const key = this.find(keyId);
    const licensee = licenseeId === undefined ? undefined : this.licensees.find(key.key, licenseeId);
    return this.unavailableReason(key, licensee);
  }

  /** The key, when the credentials carry its owner's user_token (4042 unknown key, 4012 otherwise). */
  owned(keyId: string, credentials: Credentials): KeyRecord {
    const key = this.find(keyId);
    if (credentials.userId !== key.owner) {
      throw failedUserAuthentication();
    }
    return key;
  }

  /** The key's owner, whose e-mail address hears of the key's notifications. */
  owner(key: KeyRecord): User | undefined {
    return this.users.get(key.owner);
  }

  /** The lookups made on the key today (UTC, by the gateway's clock), against its daily limit. */
  consumedToday(key: KeyRecord): number {
    return consumedOn(key.daily, this.today());
  }

  /**
   * What a lookup spends from: the presented key, which must exist, and for a sublicensed key one of its
   * active licensees; throws the documented code when the key cannot look up now, from where the request
   * comes (the allowed URLs of the key and licensee, the individual limit of the client's address).
   */
  authorize(credentials: Credentials, source: RequestSource): Grant {
    const key = credentials.apiKey === undefined ? undefined : this.keys.get(credentials.apiKey);
    if (!key)
      throw new ServiceError("unauthenticated", "Invalid Key. The api_key you provided is not valid", {
        code: INVALID_KEY,
      });
    let licensee: LicenseeRecord | undefined;
    if (key.sublicensed) {
      if (credentials.licensee === undefined) {
        throw new ServiceError("unauthenticated", "Licensee Key is required for sublicensed keys", {
          code: LICENSEE_REQUIRED,
        });
      }
      licensee = this.licensees.find(key.key, credentials.licensee);
    }
    const reason = this.unavailableReason(key, licensee);
    if (reason === "suspended") {
      throw new ServiceError("unauthenticated", "Invalid Key. The api_key you provided is suspended", {
        code: INVALID_KEY,
      });
    }
    if (reason === "licensee_cancelled") throw this.licensees.cancelledError();
    if (!urlAllowed(key.allowed_urls, source) || (licensee && !urlAllowed(licensee.whitelist, source))) {
      throw urlNotAllowed();
    }
    if (reason === "balance_depleted") throw balanceDepleted();
    if (reason || this.individualLimitReached(key, source.address)) throw limitReached();
    return { key, licensee };
  }

  private individualLimitReached(key: KeyRecord, address: string): boolean {
    return (
      key.individual_limit !== null &&
      this.addressCounts.consumed(key.key, address, this.today()) >= key.individual_limit
    );
  }

  /**
   * Spends one lookup: the balance goes down, today's counts of the key, the licensee and the client's
   * address go up.
   */
  spend(grant: Grant, source: RequestSource): void {
    const today = this.today();
    const key = this.keys.get(grant.key.key) ?? grant.key;
    this.keys.put(key.key, {
      ...key,
      lookups_remaining: key.lookups_remaining - 1,
      daily: { day: today, consumed: consumedOn(key.daily, today) + 1 },
    });
    if (grant.licensee) this.licensees.countLookup(grant.licensee, today);
    this.addressCounts.count(key.key, source.address, today);
  }
}
