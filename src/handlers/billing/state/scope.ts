/**
 * The scope a request acts in (tenant, entity, user, minor version), and the collections it reaches: each
 * entity's data lives in collections of its own, named `<entityId>/<name>`, so that a list in one entity
 * never walks another's records.
 */
import type { Clock } from "../../../runtime/clock";
import type { Collection, Indexes, ServiceStore } from "../../../runtime/store";

/** The tenant, entity and user a request acts as, and the minor version it asked for. */
export interface Scope {
  tenantId: string;
  entityId: string;
  userId: string;
  version: number;
  /** The gateway's root URL as the caller reached it, for links to the gateway's own receivers. */
  gatewayUrl: string;
}

/** What the domain classes are built on: the service's store and the gateway's clock. */
export interface Deps {
  store: ServiceStore;
  clock: Clock;
}

/** Each entity's data lives in its own collections: data is scoped to the entity a request names. */
export function entityCollection<T>(
  deps: Deps,
  entityId: string,
  name: string,
  indexes?: Indexes<T>,
): Collection<T> {
  return deps.store.collection<T>(`${entityId}/${name}`, indexes);
}

/**
 * Where an entity keeps the records of `name` that were deleted: Zuora keeps deleted records readable by data
 * queries with `readDeleted`.
 */
export function deletedCollection<T>(deps: Deps, entityId: string, name: string): Collection<T> {
  return entityCollection<T>(deps, entityId, `${name}.deleted`);
}
