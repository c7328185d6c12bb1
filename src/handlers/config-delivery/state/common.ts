/** What every part of the configuration-delivery domain shares: collections, ids, ARNs, errors, paging. */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { LOWER_ALPHANUMERIC, randomString } from "../../../runtime/ids";
import { listPage as runtimeListPage } from "../../../runtime/listing";
import type { PageTokens } from "../../../runtime/pagination";
import type { Collection, ServiceStore } from "../../../runtime/store";
import type {
  ApplicationRecord,
  AssociationRecord,
  DeploymentRecord,
  EnvironmentRecord,
  ExtensionRecord,
  HostedVersionRecord,
  ProfileRecord,
  StrategyRecord,
  Tags,
} from "./records";

export const NAMESPACE = "config-delivery";
/** The region and account this single-tenant gateway reports in the ARNs it builds. */
export const REGION = "us-east-1";
export const ACCOUNT = "111122223333";
/** AppConfig returns at most 50 items per page, and 50 when no size is given. */
export const MAX_PAGE_SIZE = 50;

export interface Db {
  applications: Collection<ApplicationRecord>;
  environments: Collection<EnvironmentRecord>;
  profiles: Collection<ProfileRecord>;
  hostedVersions: Collection<HostedVersionRecord>;
  strategies: Collection<StrategyRecord>;
  deployments: Collection<DeploymentRecord>;
  extensions: Collection<ExtensionRecord>;
  associations: Collection<AssociationRecord>;
  /** Tags by resource key (see tags.ts). */
  tags: Collection<Tags>;
}

export interface Deps {
  db: Db;
  clock: Clock;
  pageTokens: PageTokens;
}

export function openDb(store: ServiceStore): Db {
  const c = <T>(name: string) => store.collection<T>(name);
  return {
    applications: c("applications"),
    environments: c("environments"),
    profiles: c("configuration-profiles"),
    hostedVersions: c("hosted-configuration-versions"),
    strategies: c("deployment-strategies"),
    deployments: c("deployments"),
    extensions: c("extensions"),
    associations: c("extension-associations"),
    tags: c("tags"),
  };
}

/** AppConfig ids: 4 to 7 lower-case letters and digits; this service draws 7. */
export function newId(): string {
  return randomString(7, LOWER_ALPHANUMERIC);
}

export function arn(resource: string): string {
  return `arn:aws:appconfig:${REGION}:${ACCOUNT}:${resource}`;
}

export function badRequest(message: string, fields?: Record<string, unknown>): ServiceError {
  return new ServiceError("invalid_argument", message, fields ? { fields } : {});
}

/** ResourceNotFoundException names the kind of resource that is missing in `ResourceName`. */
export function notFound(resourceName: string, message: string): ServiceError {
  return new ServiceError("not_found", message, { fields: { ResourceName: resourceName } });
}

export function conflict(message: string): ServiceError {
  return new ServiceError("aborted", message);
}

export interface PageRequest {
  maxResults?: number;
  nextToken?: string;
}

export interface PageResult<T> {
  items: T[];
  nextToken?: string;
}

/** One page of `collection` in AppConfig's paging terms (`MaxResults`, `NextToken`). */
export function listPage<T>(
  deps: Deps,
  collection: Collection<T>,
  scope: string,
  request: PageRequest,
  options: { where?: (value: T) => boolean; reverse?: boolean } = {},
): PageResult<T> {
  const page = runtimeListPage(
    deps.pageTokens,
    collection,
    scope,
    { pageSize: request.maxResults, pageToken: request.nextToken },
    { ...options, maxPageSize: MAX_PAGE_SIZE, tokenParameter: "NextToken" },
  );
  return { items: page.items, nextToken: page.nextPageToken };
}

/** Drops undefined members, so optional fields are absent rather than null on the wire and in the store. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Removes what hangs off a deleted resource: its tags, and the extension associations made with it (an
 * association relates an extension to a resource and cannot outlive it; the extension itself stays).
 */
export function forgetResource(deps: Deps, resourceKey: string): void {
  deps.db.tags.delete(resourceKey);
  for (const a of deps.db.associations.all((a) => a.resourceKey === resourceKey)) {
    deps.db.associations.delete(a.id);
    deps.db.tags.delete(`extensionassociation/${a.id}`);
  }
}
