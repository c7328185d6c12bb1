/**
 * AppConfig's wire shapes and the domain: records to response bodies (field names as AppConfig documents
 * them; RFC 3339 times), and the request parameters that need reading (paging, text headers).
 */
import type { components } from "../../../generated/config-delivery/types";
import type { AssociationView } from "./state/associations";
import { compact } from "./state/compact";
import type {
  ApplicationRecord,
  EnvironmentRecord,
  ExtensionRecord,
  HostedVersionRecord,
  ProfileRecord,
  StrategyRecord,
} from "./state/database";
import type { DeploymentView, EnvironmentState } from "./state/deployments";
import { extensionArn } from "./state/extensions";
import { ACCOUNT, REGION } from "./state/ids";
import type { PageRequest } from "./state/paging";

type S = components["schemas"];

interface PageQuery {
  max_results?: number;
  next_token?: string;
  MaxResults?: number;
  NextToken?: string;
}

/** Lists take `max_results`/`next_token` or `MaxResults`/`NextToken`; the snake-case pair wins. */
export function pageOf(q: PageQuery): PageRequest {
  const size = q.max_results ?? q.MaxResults;
  return {
    maxResults: size === undefined ? undefined : Number(size),
    nextToken: q.next_token ?? q.NextToken,
  };
}

/** Header parameters arrive as text; the spec has already checked their form. */
export function intHeader(value: unknown): number | undefined {
  return value === undefined ? undefined : Number(value);
}

export function boolHeader(value: unknown): boolean {
  return String(value).toLowerCase() === "true";
}

/** AppConfig reports the KMS key a profile names as an ARN. */
function kmsKeyArn(identifier: string | undefined): string | undefined {
  if (identifier === undefined) return undefined;
  if (identifier.startsWith("arn:")) return identifier;
  const resource = identifier.startsWith("alias/") ? identifier : `key/${identifier}`;
  return `arn:aws:kms:${REGION}:${ACCOUNT}:${resource}`;
}

export function application(a: ApplicationRecord): S["Application"] {
  return compact({ Id: a.id, Name: a.name, Description: a.description });
}

export function environment(e: EnvironmentRecord, state: EnvironmentState): S["Environment"] {
  return compact({
    ApplicationId: e.applicationId,
    Id: e.id,
    Name: e.name,
    Description: e.description,
    State: state,
    Monitors: e.monitors,
  });
}

export function profile(p: ProfileRecord): S["ConfigurationProfile"] {
  return compact({
    ApplicationId: p.applicationId,
    Id: p.id,
    Name: p.name,
    Description: p.description,
    LocationUri: p.locationUri,
    RetrievalRoleArn: p.retrievalRoleArn,
    Validators: p.validators,
    Type: p.type,
    KmsKeyArn: kmsKeyArn(p.kmsKeyIdentifier),
    KmsKeyIdentifier: p.kmsKeyIdentifier,
  });
}

export function profileSummary(p: ProfileRecord): S["ConfigurationProfileSummary"] {
  return {
    ApplicationId: p.applicationId,
    Id: p.id,
    Name: p.name,
    LocationUri: p.locationUri,
    ValidatorTypes: p.validators.map((v) => v.Type),
    Type: p.type,
  };
}

export function hostedVersionSummary(v: HostedVersionRecord): S["HostedConfigurationVersionSummary"] {
  return compact({
    ApplicationId: v.applicationId,
    ConfigurationProfileId: v.profileId,
    VersionNumber: v.versionNumber,
    Description: v.description,
    ContentType: v.contentType,
    VersionLabel: v.versionLabel,
  });
}

/** A hosted version travels as its raw content with its attributes in headers. */
export function hostedVersionHeaders(v: HostedVersionRecord): Record<string, string> {
  return compact({
    "Application-Id": v.applicationId,
    "Configuration-Profile-Id": v.profileId,
    "Version-Number": String(v.versionNumber),
    Description: v.description,
    VersionLabel: v.versionLabel,
  }) as Record<string, string>;
}

export function strategy(s: StrategyRecord): S["DeploymentStrategy"] {
  return compact({
    Id: s.id,
    Name: s.name,
    Description: s.description,
    DeploymentDurationInMinutes: s.durationMinutes,
    GrowthType: s.growthType,
    GrowthFactor: s.growthFactor,
    FinalBakeTimeInMinutes: s.finalBakeMinutes,
    ReplicateTo: s.replicateTo,
  });
}

export function deploymentSummary({ record: d, progress }: DeploymentView): S["DeploymentSummary"] {
  return compact({
    DeploymentNumber: d.deploymentNumber,
    ConfigurationName: d.configurationName,
    ConfigurationVersion: d.configurationVersion,
    DeploymentDurationInMinutes: d.strategy.durationMinutes,
    GrowthType: d.strategy.growthType,
    GrowthFactor: d.strategy.growthFactor,
    FinalBakeTimeInMinutes: d.strategy.finalBakeMinutes,
    State: progress.state,
    PercentageComplete: progress.percentage,
    StartedAt: d.startedAt.toISOString(),
    CompletedAt: progress.completedAt?.toISOString(),
    VersionLabel: d.versionLabel,
  });
}

export function deployment(view: DeploymentView): S["Deployment"] {
  const { record: d, progress } = view;
  return compact({
    ...deploymentSummary(view),
    ApplicationId: d.applicationId,
    EnvironmentId: d.environmentId,
    DeploymentStrategyId: d.strategy.id,
    ConfigurationProfileId: d.profileId,
    ConfigurationLocationUri: d.locationUri,
    Description: d.description,
    // AppConfig lists the most recent event first.
    EventLog: [...progress.events].reverse().map((e) => ({
      EventType: e.type,
      TriggeredBy: e.by,
      Description: e.description,
      OccurredAt: e.at.toISOString(),
    })),
    AppliedExtensions: d.appliedExtensions.map((x) => ({
      ExtensionId: x.extensionId,
      ExtensionAssociationId: x.associationId,
      VersionNumber: x.versionNumber,
      Parameters: x.parameters,
    })),
    KmsKeyArn: kmsKeyArn(d.kmsKeyIdentifier),
    KmsKeyIdentifier: d.kmsKeyIdentifier,
  });
}

export function extension(e: ExtensionRecord): S["Extension"] {
  return compact({
    Id: e.id,
    Name: e.name,
    VersionNumber: e.versionNumber,
    Arn: extensionArn(e),
    Description: e.description,
    Actions: e.actions,
    Parameters: e.parameters,
  });
}

export function extensionSummary(e: ExtensionRecord): S["ExtensionSummary"] {
  return compact({
    Id: e.id,
    Name: e.name,
    VersionNumber: e.versionNumber,
    Arn: extensionArn(e),
    Description: e.description,
  });
}

export function association(v: AssociationView): S["ExtensionAssociation"] {
  return {
    Id: v.record.id,
    ExtensionArn: v.extensionArn,
    ResourceArn: v.record.resourceArn,
    Arn: v.arn,
    Parameters: v.record.parameters,
    ExtensionVersionNumber: v.extension.versionNumber,
  };
}

export function associationSummary(v: AssociationView): S["ExtensionAssociationSummary"] {
  return { Id: v.record.id, ExtensionArn: v.extensionArn, ResourceArn: v.record.resourceArn };
}
