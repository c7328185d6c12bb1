/**
 * The configuration-delivery database: the records as the store keeps them, and the collections that hold
 * them with the indexes their lists walk. These are the service's own types; ../wire.ts maps them to
 * AppConfig's shapes. Nested shapes AppConfig users write (monitors, validators, extension actions and
 * parameters) are kept with AppConfig's member names, as the caller gave them.
 */
import type { Clock } from "../../../runtime/clock";
import type { PageTokens } from "../../../runtime/pagination";
import type { Collection, ServiceStore } from "../../../runtime/store";

/** An alarm watched during a deployment. */
export interface Monitor {
  AlarmArn: string;
  AlarmRoleArn?: string;
}

/** A JSON Schema (the schema document) or a serverless function (its ARN). */
export interface Validator {
  Type: "JSON_SCHEMA" | "LAMBDA";
  Content: string;
}

export type ProfileType = "AWS.AppConfig.FeatureFlags" | "AWS.Freeform";
export type GrowthType = "LINEAR" | "EXPONENTIAL";

export type ActionPoint =
  | "PRE_CREATE_HOSTED_CONFIGURATION_VERSION"
  | "PRE_START_DEPLOYMENT"
  | "AT_DEPLOYMENT_TICK"
  | "ON_DEPLOYMENT_START"
  | "ON_DEPLOYMENT_STEP"
  | "ON_DEPLOYMENT_BAKING"
  | "ON_DEPLOYMENT_COMPLETE"
  | "ON_DEPLOYMENT_ROLLED_BACK";

export interface ExtensionAction {
  Name: string;
  Description?: string;
  Uri: string;
  RoleArn?: string;
}

/** The actions an extension runs at each action point. */
export type Actions = Partial<Record<ActionPoint, ExtensionAction[]>>;

export interface ExtensionParameter {
  Description?: string;
  Required?: boolean;
  Dynamic?: boolean;
}

export type ExtensionParameters = Record<string, ExtensionParameter>;
export type Tags = Record<string, string>;

export interface ApplicationRecord {
  id: string;
  name: string;
  description?: string;
}

export interface EnvironmentRecord {
  applicationId: string;
  id: string;
  name: string;
  description?: string;
  monitors: Monitor[];
  createdAt: Date;
  /** Last time the deprecated retrieval served this environment (deletion protection). */
  lastRetrievedAt?: Date;
}

export interface ProfileRecord {
  applicationId: string;
  id: string;
  name: string;
  description?: string;
  locationUri: string;
  retrievalRoleArn?: string;
  validators: Validator[];
  type: ProfileType;
  kmsKeyIdentifier?: string;
  createdAt: Date;
  lastRetrievedAt?: Date;
  /** Hosted version numbers are never reused, even after a deletion. */
  lastVersionNumber: number;
}

export interface HostedVersionRecord {
  applicationId: string;
  profileId: string;
  versionNumber: number;
  description?: string;
  contentType: string;
  versionLabel?: string;
  /** The content, base64: records stay plain data so another store backend can hold them. */
  content: string;
}

export interface StrategyRecord {
  id: string;
  name: string;
  description?: string;
  durationMinutes: number;
  growthType: GrowthType;
  growthFactor: number;
  finalBakeMinutes: number;
  replicateTo: "NONE" | "SSM_DOCUMENT";
  /** AppConfig's own strategies (AppConfig.AllAtOnce, ...): listed, usable, never changed or deleted. */
  predefined: boolean;
}

export type TriggeredBy = "USER" | "APPCONFIG" | "CLOUDWATCH_ALARM" | "INTERNAL_ERROR";

export interface AppliedExtensionRecord {
  extensionId: string;
  associationId: string;
  versionNumber: number;
  parameters: Record<string, string>;
}

export interface DeploymentRecord {
  applicationId: string;
  environmentId: string;
  deploymentNumber: number;
  profileId: string;
  configurationName: string;
  locationUri: string;
  configurationVersion: string;
  versionLabel?: string;
  description?: string;
  kmsKeyIdentifier?: string;
  /** The strategy as it was when the deployment started; later edits do not change a running deployment. */
  strategy: Pick<
    StrategyRecord,
    "id" | "durationMinutes" | "growthType" | "growthFactor" | "finalBakeMinutes"
  >;
  /** The deployed content, frozen at start (base64), so retrieval does not depend on the hosted version. */
  content: string;
  contentType: string;
  appliedExtensions: AppliedExtensionRecord[];
  /** Validators that could not run here, named in the start event. */
  skippedValidators: string[];
  startedAt: Date;
  /** Set when the deployment was stopped by the user or rolled back by an alarm. */
  rollback?: { at: Date; by: TriggeredBy; alarmArn?: string };
  /** Set when a COMPLETE deployment was reverted (StopDeployment with Allow-Revert). */
  revertedAt?: Date;
}

export interface ExtensionRecord {
  id: string;
  name: string;
  versionNumber: number;
  description?: string;
  actions: Actions;
  parameters: ExtensionParameters;
  /** Provider-authored extensions (AWS.AppConfig.*) are seeded from fixtures and read-only. */
  providerAuthored: boolean;
}

export interface AssociationRecord {
  id: string;
  extensionId: string;
  /** Pinned version; undefined follows the extension's latest version. */
  extensionVersion?: number;
  resourceArn: string;
  /** The resource the ARN names, in the normalised form of tags.ts (e.g. application/abc1234). */
  resourceKey: string;
  parameters: Record<string, string>;
}

/** An AppConfig Data configuration session (sessions.ts). */
export interface SessionRecord {
  id: string;
  applicationId: string;
  environmentId: string;
  profileId: string;
  minimumPollSeconds?: number;
  /** The secret part of the one token the session accepts next. */
  nonce: string;
  issuedAt: Date;
  /** When the session last received an answer: the minimum poll interval counts from here. */
  polledAt?: Date;
  /** The configuration version the session holds: the one its last answer carried. */
  version?: string;
}

/** The collections, each with the indexes its scoped lists, counts and lookups walk. */
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
  sessions: Collection<SessionRecord>;
}

/** What every resource of the domain works with: the collections, the clock and the page tokens. */
export interface Deps {
  db: Db;
  clock: Clock;
  pageTokens: PageTokens;
}

/** Applications by name, for the retrieval that names them. */
export const BY_NAME = "byName";
/** Environments and configuration profiles of one application; associations with any of its resources. */
export const BY_APPLICATION = "byApplication";
/** Hosted versions of one configuration profile (`<applicationId>/<profileId>`). */
export const BY_PROFILE = "byProfile";
/** Deployments of one environment (`<applicationId>/<environmentId>`). */
export const BY_ENVIRONMENT = "byEnvironment";
/** The versions of one extension, by its id; associations with one extension. */
export const BY_EXTENSION = "byExtension";
/** The resource an association is made with, by its resource key. */
export const BY_RESOURCE = "byResource";
/** The strategies an account made, as against AppConfig's predefined ones. */
export const CUSTOM = "custom";

export function openDb(store: ServiceStore): Db {
  return {
    applications: store.collection<ApplicationRecord>("applications", { [BY_NAME]: (a) => a.name }),
    environments: store.collection<EnvironmentRecord>("environments", {
      [BY_APPLICATION]: (e) => e.applicationId,
    }),
    profiles: store.collection<ProfileRecord>("configuration-profiles", {
      [BY_APPLICATION]: (p) => p.applicationId,
    }),
    hostedVersions: store.collection<HostedVersionRecord>("hosted-configuration-versions", {
      [BY_PROFILE]: (v) => `${v.applicationId}/${v.profileId}`,
    }),
    strategies: store.collection<StrategyRecord>("deployment-strategies", {
      [CUSTOM]: (s) => (s.predefined ? undefined : CUSTOM),
    }),
    deployments: store.collection<DeploymentRecord>("deployments", {
      [BY_ENVIRONMENT]: (d) => `${d.applicationId}/${d.environmentId}`,
    }),
    extensions: store.collection<ExtensionRecord>("extensions", {
      [BY_EXTENSION]: (e) => e.id,
      [BY_NAME]: (e) => e.name,
    }),
    associations: store.collection<AssociationRecord>("extension-associations", {
      [BY_RESOURCE]: (a) => a.resourceKey,
      [BY_EXTENSION]: (a) => a.extensionId,
      [BY_APPLICATION]: (a) => /^application\/([^/]+)/.exec(a.resourceKey)?.[1],
    }),
    tags: store.collection<Tags>("tags"),
    sessions: store.collection<SessionRecord>("configuration-sessions"),
  };
}
