/** What every part of the pipeline-configuration domain shares: collections, clock, errors. */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import type { Schedule } from "../../../runtime/scheduler";
import type { Collection, ServiceStore } from "../../../runtime/store";
import type {
  ActorCatalogRecord,
  ActorKind,
  ActorRecord,
  ConnectionRecord,
  ConnectionStateRecord,
  DefinitionRecord,
  JobRecord,
  JsonObject,
  OAuthConsentRecord,
  OperationRecord,
  SynchronousJobRecord,
  WorkspaceRecord,
} from "./records";

export const NAMESPACE = "pipeline-config";
/** The platform version the jobs report (JobDebugRead.airbyteVersion). */
export const PLATFORM_VERSION = "0.44.4";

export interface Db {
  workspaces: Collection<WorkspaceRecord>;
  definitions: Collection<DefinitionRecord>;
  /** Grants of private definitions, by grantKey. */
  grants: Collection<true>;
  actors: Collection<ActorRecord>;
  catalogs: Collection<ActorCatalogRecord>;
  oauthParams: Collection<Record<string, string>>;
  consents: Collection<OAuthConsentRecord>;
  connections: Collection<ConnectionRecord>;
  jobs: Collection<JobRecord>;
  synchronousJobs: Collection<SynchronousJobRecord>;
  states: Collection<ConnectionStateRecord>;
  operations: Collection<OperationRecord>;
  counters: Collection<number>;
}

export interface Deps {
  db: Db;
  clock: Clock;
  /** The service's due work: scheduled syncs and job phases. */
  schedule: Schedule;
}

export function openDb(store: ServiceStore): Db {
  const c = <T>(name: string) => store.collection<T>(name);
  return {
    workspaces: c("workspaces"),
    definitions: c("definitions"),
    grants: c("grants"),
    actors: c("actors"),
    catalogs: c("actor-catalogs"),
    oauthParams: c("oauth-params"),
    consents: c("oauth-consents"),
    connections: c("connections"),
    jobs: c("jobs"),
    synchronousJobs: c("synchronous-jobs"),
    states: c("connection-states"),
    operations: c("operations"),
    counters: c("counters"),
  };
}

/** Airbyte's 404: ConfigNotFoundException names the config type and the id. */
export function notFound(what: string, id: string | number): ServiceError {
  return new ServiceError("not_found", `Could not find configuration for ${what}: ${id}.`, {
    fields: { id: String(id) },
  });
}

/** A 422 naming the property path (from the request body's root) and the value that failed. */
export function invalidInput(propertyPath: string, message: string, invalidValue?: unknown): ServiceError {
  return invalidProperties([{ propertyPath, message, invalidValue }]);
}

export interface PropertyViolation {
  propertyPath: string;
  message: string;
  invalidValue?: unknown;
}

export function invalidProperties(violations: PropertyViolation[]): ServiceError {
  const invalidValues: Record<string, string> = {};
  for (const v of violations) {
    if (v.invalidValue !== undefined) {
      invalidValues[v.propertyPath] =
        typeof v.invalidValue === "string" ? v.invalidValue : JSON.stringify(v.invalidValue);
    }
  }
  return new ServiceError(
    "invalid_argument",
    violations.map((v) => `${v.propertyPath}: ${v.message}`).join("; "),
    {
      violations: violations.map((v) => ({ field: v.propertyPath, description: v.message })),
      fields: { invalidValues },
    },
  );
}

export function label(kind: ActorKind): string {
  return kind === "source" ? "Source" : "Destination";
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A deep copy of JSON data, so stored records never alias a request or a response. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}

/** The next number of a named sequence (job ids count from 1, as Airbyte's do). */
export function nextNumber(db: Db, sequence: string): number {
  const n = (db.counters.get(sequence) ?? 0) + 1;
  db.counters.put(sequence, n);
  return n;
}

/** Stable hash of a string (FNV-1a, 32 bit): deterministic numbers from names. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Orders dotted version tags numerically (1.0.9 < 1.0.42); non-numeric parts compare as text. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/);
  const pb = b.split(/[.-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? "0";
    const y = pb[i] ?? "0";
    const nx = Number(x);
    const ny = Number(y);
    const c = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (c !== 0) return Math.sign(c);
  }
  return 0;
}
