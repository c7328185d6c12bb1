/**
 * The records of the configuration-delivery domain as the store keeps them. Wire
 * shapes live in ../wire.ts; these hold what the rules need (creation and retrieval times, snapshots).
 */
import type { components } from "../../../../generated/config-delivery/types";

type Schemas = components["schemas"];
export type Monitor = Schemas["Monitor"];
export type Validator = Schemas["Validator"];
export type ProfileType = Schemas["ConfigurationProfileType"];
export type GrowthType = Schemas["GrowthType"];
export type Actions = Schemas["Actions"];
export type ExtensionParameters = Schemas["Parameters"];
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
