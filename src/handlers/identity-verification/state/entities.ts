/**
 * Entities ("entity"): individuals and organisations with their manual status, manual risk
 * override, monitoring and watchlist flags, checks and data aging. The manual status follows FrankieOne's
 * status table: `wait`, `fail`, `archived`, `inactive` from any allowed state; `clear` only from a manual state, and
 * it removes a manual risk too; `inactive` is final and every later operation on the entity is refused.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { uuid } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { type CheckOutcome, riskLevel, riskScore } from "./check-engine";
import type { EntityType, ResultLevel } from "./check-types";
import type { Address, PersonName } from "./reference";
import { canSee, type Owner, type Tenant } from "./tenancy";

export const MAX_ENTITIES_PER_CUSTOMER = 5000;
/** Checks kept per entity, newest last; older ones are dropped. */
export const MAX_CHECKS_PER_ENTITY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ManualStatus = "wait" | "fail" | "archived" | "inactive";
export type RiskOverride = "low" | "medium" | "high" | "unacceptable" | "significant";

export interface OrganisationData {
  registeredName: string;
  country: string;
  companyNumber?: string;
  registrationType?: string;
  status?: string;
}

export interface EntityData {
  name?: PersonName;
  dateOfBirth?: string;
  addresses?: Address[];
  emailAddress?: string;
  phoneNumber?: string;
  entityProfile?: string;
  organisationData?: OrganisationData;
}

export interface CheckRecord {
  checkId: string;
  checkDate: Date;
  checkTypes: string[];
  resultLevel: ResultLevel;
  /** The entity's data version the check saw; an update that invalidates results raises the version. */
  dataVersion: number;
  outcome: CheckOutcome;
  resultState: string;
  riskScore: number;
  riskLevel: string;
  related?: RelatedCheck[];
}

/** A person related to an organisation (officer, owner) and their screening. */
export interface RelatedCheck {
  entityCategory: string;
  personId: string;
  name: string;
  role: string;
  percentOwned?: number;
  hits: { watchlistId: string; categories: string[]; adverseMedia: number }[];
}

export interface EntityRecord extends EntityData {
  entityId: string;
  owner: Owner;
  entityType: EntityType;
  addresses: Address[];
  manualStatus?: ManualStatus;
  statusComment?: string;
  manualRisk?: { level: RiskOverride; comment?: string; factorsAtOverride: string };
  flags: { monitor: boolean; watchlist: boolean; watchlistReason?: string; watchlistComment?: string };
  riskFactors: Record<string, boolean>;
  dataVersion: number;
  checks: CheckRecord[];
  idvProcess?: { processId: string; startedAt: Date; state: string };
  createdAt: Date;
  updatedAt: Date;
}

const fingerprint = (factors: Record<string, boolean>) =>
  Object.keys(factors)
    .filter((k) => factors[k])
    .sort()
    .join(",");

export class Entities {
  readonly records: Collection<EntityRecord>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
  ) {
    this.records = store.collection<EntityRecord>("entities", { byCustomer: (e) => e.owner.customerId });
  }

  create(owner: Owner, entityType: EntityType, data: EntityData): EntityRecord {
    if (this.records.size({ index: "byCustomer", scope: owner.customerId }) >= MAX_ENTITIES_PER_CUSTOMER)
      throw new ServiceError(
        "resource_exhausted",
        `a customer keeps at most ${MAX_ENTITIES_PER_CUSTOMER} entities`,
      );
    const now = this.clock.now();
    const e: EntityRecord = {
      ...data,
      entityId: uuid(),
      owner,
      entityType,
      addresses: data.addresses ?? [],
      flags: { monitor: false, watchlist: false },
      riskFactors: {},
      dataVersion: 1,
      checks: [],
      createdAt: now,
      updatedAt: now,
    };
    this.records.put(e.entityId, e);
    return e;
  }

  /** A visible entity, whatever its status (FrankieOne hides other customers' entities: not found). */
  find(tenant: Tenant, entityId: string): EntityRecord {
    const e = this.records.get(entityId);
    if (!e || !canSee(tenant, e.owner)) throw new ServiceError("not_found", `entity ${entityId} not found`);
    return e;
  }

  /** A visible entity that may still be operated on: `inactive` prevents all further operations. */
  usable(tenant: Tenant, entityId: string): EntityRecord {
    const e = this.find(tenant, entityId);
    if (e.manualStatus === "inactive")
      throw new ServiceError(
        "failed_precondition",
        `entity ${entityId} is inactive; no further operations are allowed`,
        { code: "ENT-0002" },
      );
    return e;
  }

  save(e: EntityRecord): EntityRecord {
    const updated = { ...e, updatedAt: this.clock.now() };
    this.records.put(e.entityId, updated);
    return updated;
  }

  /** Applies new details; results of earlier checks are invalidated unless `noInvalidate`. */
  update(e: EntityRecord, data: EntityData | undefined, noInvalidate: boolean): EntityRecord {
    if (!data || Object.keys(data).length === 0) return e;
    const merged: EntityRecord = { ...e, ...data, addresses: data.addresses ?? e.addresses };
    if (!noInvalidate) merged.dataVersion = e.dataVersion + 1;
    return this.save(merged);
  }

  /** POST /entity/{entityId}/status: FrankieOne's manual status table, and the manual risk override. */
  setStatus(
    e: EntityRecord,
    set: ManualStatus | "clear" | undefined,
    risk: RiskOverride | undefined,
    comment: string | undefined,
  ): EntityRecord {
    if (set === undefined && risk === undefined)
      throw new ServiceError("invalid_argument", "set or risk is required", {
        violations: [{ field: "set", description: "give set, risk or both" }],
      });
    const next: EntityRecord = { ...e };
    if (set === "clear") {
      if (!e.manualStatus)
        throw new ServiceError("failed_precondition", "the entity has no manual status to clear", {
          code: "ENT-0003",
        });
      next.manualStatus = undefined;
      next.statusComment = comment;
      next.manualRisk = undefined;
    } else if (set !== undefined) {
      next.manualStatus = set;
      next.statusComment = comment;
    }
    if (risk !== undefined)
      next.manualRisk = { level: risk, comment, factorsAtOverride: fingerprint(e.riskFactors) };
    return this.save(next);
  }

  setMonitor(e: EntityRecord, on: boolean): EntityRecord {
    return this.save({ ...e, flags: { ...e.flags, monitor: on } });
  }

  setWatchlist(
    e: EntityRecord,
    on: boolean,
    reason: string | undefined,
    comment: string | undefined,
  ): EntityRecord {
    const flags = {
      ...e.flags,
      watchlist: on,
      watchlistReason: on ? reason : undefined,
      watchlistComment: comment,
    };
    return this.save({ ...e, flags, riskFactors: { ...e.riskFactors, blacklisted: on } });
  }

  /**
   * Data aging: the newest check of the same types and result level, on the same data version, younger than
   * the account's aging period. `force` bypasses it (the caller decides).
   */
  recentCheck(
    e: EntityRecord,
    types: string[],
    level: ResultLevel,
    agingDays: number,
  ): CheckRecord | undefined {
    const since = this.clock.now().getTime() - agingDays * DAY_MS;
    return [...e.checks]
      .reverse()
      .find(
        (c) =>
          c.dataVersion === e.dataVersion &&
          c.resultLevel === level &&
          c.checkTypes.join(",") === types.join(",") &&
          c.checkDate.getTime() >= since,
      );
  }

  /**
   * Records a check. Its risk factors replace the entity's for the checks it ran; when the set of factors
   * changes, a manual risk override no longer stands (FrankieOne: "until a verify result updates a real risk factor").
   */
  recordCheck(
    e: EntityRecord,
    types: string[],
    level: ResultLevel,
    resultState: string,
    outcome: CheckOutcome,
    related?: RelatedCheck[],
  ): { entity: EntityRecord; check: CheckRecord } {
    const riskFactors = { ...e.riskFactors, ...outcome.riskFactors };
    const score = riskScore(riskFactors);
    const check: CheckRecord = {
      checkId: uuid(),
      checkDate: this.clock.now(),
      checkTypes: types,
      resultLevel: level,
      dataVersion: e.dataVersion,
      outcome,
      resultState,
      riskScore: score,
      riskLevel: riskLevel(score),
      related,
    };
    const manualRisk =
      e.manualRisk && e.manualRisk.factorsAtOverride === fingerprint(riskFactors) ? e.manualRisk : undefined;
    const checks = [...e.checks, check].slice(-MAX_CHECKS_PER_ENTITY);
    const entity = this.save({ ...e, riskFactors, manualRisk, checks });
    return { entity, check };
  }

  startIdValidation(e: EntityRecord): EntityRecord {
    return this.save({
      ...e,
      idvProcess: { processId: uuid(), startedAt: this.clock.now(), state: "STARTED" },
    });
  }
}

/** The entity's risk: the manual override while it stands, else the score of its risk factors. */
export function effectiveRisk(e: EntityRecord): { score: number; level: string; manual: boolean } {
  const score = riskScore(e.riskFactors);
  return e.manualRisk
    ? { score, level: e.manualRisk.level, manual: true }
    : { score, level: riskLevel(score), manual: false };
}

/** The entity's status as reported: the manual state, else what its latest check says. */
export function entityStatus(e: EntityRecord): string {
  if (e.manualStatus)
    return { wait: "WAIT", fail: "FAIL_MANUAL", archived: "ARCHIVED", inactive: "INACTIVE" }[e.manualStatus];
  const last = e.checks[e.checks.length - 1];
  if (!last) return "UNCHECKED";
  if (last.resultState === "CHECKED_SUCCESS_CLEAR") return "PASS";
  if (last.resultState === "CHECKED_FAILED") return "FAIL";
  return "REFER";
}
