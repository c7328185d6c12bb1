/**
 * Licensees of sublicensed keys: the end users a platform vendor licenses to look up under its key
 * (Ideal Postcodes' sublicensing). Each has a name, address, URL whitelist and optional daily limit. A
 * cancelled licensee stays on record, for the key's usage reports, but can no longer look up.
 */
import type { components } from "../../../../generated/address-lookup/types";
import { invalid, ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { LOWER_ALPHANUMERIC, randomString } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { consumedOn, type DailyCount, type KeyRecord, utcDay } from "./key-records";

export type Licensee = components["schemas"]["Licensee"];
export type LicenseeEditable = components["schemas"]["LicenseeEditable"];
export type LicenseeNew = components["schemas"]["LicenseeNew"];

export interface LicenseeRecord {
  key: string;
  id: string;
  name: string;
  address: string;
  postcode: string;
  whitelist: string[];
  daily: { limit: number | null };
  createdAt: string;
  cancelled: boolean;
  consumed: DailyCount;
}

export type LicenseeFixture = Omit<LicenseeRecord, "cancelled" | "consumed">;

export const LICENSEE_NOT_FOUND = 4045;
/** A ceiling on licensees per key, cancelled ones included, so that memory stays bounded. */
export const MAX_LICENSEES_PER_KEY = 1000;
/** Documented: `limit` on the licensee list defaults to, and may not exceed, 100. */
export const MAX_LICENSEE_PAGE = 100;

export class Licensees {
  private readonly licensees: Collection<LicenseeRecord>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
  ) {
    this.licensees = store.collection("licensees");
  }

  load(rows: LicenseeFixture[]): void {
    for (const r of rows)
      this.licensees.put(`${r.key}/${r.id}`, { ...r, cancelled: false, consumed: { day: "", consumed: 0 } });
  }

  /** A licensee of the key, cancelled or not; 4045 when the key has none by that id. */
  find(key: string, id: string): LicenseeRecord {
    const found = this.licensees.get(`${key}/${id}`);
    if (!found) throw new ServiceError("not_found", "No licensee found", { code: LICENSEE_NOT_FOUND });
    return found;
  }

  cancelledError(): ServiceError {
    return new ServiceError("not_found", "No licensee found: the licensee has been cancelled", {
      code: LICENSEE_NOT_FOUND,
    });
  }

  countLookup(licensee: LicenseeRecord, today: string): void {
    const current = this.find(licensee.key, licensee.id);
    this.licensees.put(`${current.key}/${current.id}`, {
      ...current,
      consumed: { day: today, consumed: consumedOn(current.consumed, today) + 1 },
    });
  }

  toWire(r: LicenseeRecord): Licensee {
    return {
      id: r.id,
      key: r.key,
      name: r.name,
      address: r.address,
      postcode: r.postcode,
      whitelist: r.whitelist,
      daily: { limit: r.daily.limit, consumed: consumedOn(r.consumed, utcDay(this.clock.now())) },
      createdAt: r.createdAt,
      cancelled: r.cancelled,
    };
  }

  /** Active licensees in creation order, after `startingAfter`, whose name contains `query`. */
  list(
    key: KeyRecord,
    options: { startingAfter?: string; limit?: number; query?: string },
  ): { licensees: Licensee[]; hasMore: boolean } {
    const needle = options.query?.trim().toLowerCase();
    const active = this.licensees.all(
      (l) => l.key === key.key && !l.cancelled && (!needle || l.name.toLowerCase().includes(needle)),
    );
    let from = 0;
    if (options.startingAfter !== undefined) {
      const at = active.findIndex((l) => l.id === options.startingAfter);
      if (at < 0) throw invalid("starting_after", "is not an active licensee of this key");
      from = at + 1;
    }
    const limit = Math.min(options.limit ?? MAX_LICENSEE_PAGE, MAX_LICENSEE_PAGE);
    const page = active.slice(from, from + limit);
    return { licensees: page.map((l) => this.toWire(l)), hasMore: from + limit < active.length };
  }

  create(key: KeyRecord, body: LicenseeNew): LicenseeRecord {
    if (!key.sublicensed) {
      throw new ServiceError("failed_precondition", "Licensees can only be created on sublicensed keys");
    }
    if (this.licensees.all((l) => l.key === key.key).length >= MAX_LICENSEES_PER_KEY) {
      throw new ServiceError("failed_precondition", `A key has at most ${MAX_LICENSEES_PER_KEY} licensees`);
    }
    const record: LicenseeRecord = {
      key: key.key,
      id: `sl_${randomString(16, LOWER_ALPHANUMERIC)}`,
      name: body.name,
      address: body.address,
      postcode: body.postcode,
      whitelist: body.whitelist ?? [],
      daily: { limit: body.daily?.limit ?? null },
      createdAt: this.clock.now().toISOString(),
      cancelled: false,
      consumed: { day: "", consumed: 0 },
    };
    this.licensees.put(`${key.key}/${record.id}`, record);
    return record;
  }

  update(key: KeyRecord, id: string, patch: LicenseeEditable): LicenseeRecord {
    const current = this.find(key.key, id);
    if (current.cancelled) throw this.cancelledError();
    const next: LicenseeRecord = {
      ...current,
      name: patch.name ?? current.name,
      address: patch.address ?? current.address,
      postcode: patch.postcode ?? current.postcode,
      whitelist: patch.whitelist ?? current.whitelist,
      daily: patch.daily ? { limit: patch.daily.limit ?? null } : current.daily,
    };
    this.licensees.put(`${key.key}/${id}`, next);
    return next;
  }

  /** Cancels the licensee; cancelling again changes nothing. */
  cancel(key: KeyRecord, id: string): LicenseeRecord {
    const current = this.find(key.key, id);
    const next = { ...current, cancelled: true };
    this.licensees.put(`${key.key}/${id}`, next);
    return next;
  }
}
