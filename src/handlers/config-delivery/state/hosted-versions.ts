/**
 * Hosted configuration versions (AppConfig: "configuration content in the hosted store, by version number";
 * attributes Description, Content-Type, VersionLabel with at least one non-numeric character, and the
 * optional Latest-Version-Number locking token).
 */
import { ServiceError } from "../../../errors/service-error";
import { compact } from "./compact";
import { BY_PROFILE, type Deps, type HostedVersionRecord, type ProfileRecord } from "./database";
import { badRequest, conflict, notFound } from "./errors";
import { listPage, type PageRequest, type PageResult } from "./paging";
import { HOSTED, type Profiles } from "./profiles";
import type { Validation, ValidationOutcome } from "./validation";

/** AppConfig's default maximum size of one configuration in the hosted store: 2 MB. */
export const MAX_CONTENT_BYTES = 2 * 1024 * 1024;

export interface HostedVersionInput {
  content: Buffer;
  contentType: string;
  description?: string;
  latestVersionNumber?: number;
  versionLabel?: string;
}

function profileScope(applicationId: string, profileId: string): string {
  return `${applicationId}/${profileId}`;
}

function versionKey(applicationId: string, profileId: string, versionNumber: number): string {
  return `${profileScope(applicationId, profileId)}/${versionNumber}`;
}

export function contentOf(version: HostedVersionRecord): Buffer {
  return Buffer.from(version.content, "base64");
}

/** Feature-flag content is a JSON document with `flags` and `values` objects (AppConfig's flag format). */
function checkFeatureFlags(input: HostedVersionInput): void {
  let doc: unknown;
  try {
    doc = JSON.parse(input.content.toString("utf8"));
  } catch {
    throw badRequest("feature flag configurations must be JSON");
  }
  const d = doc as { flags?: unknown; values?: unknown };
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(doc) || !isObject(d.flags) || !isObject(d.values)) {
    throw badRequest("feature flag configurations need a `flags` object and a `values` object");
  }
}

export class HostedVersions {
  constructor(
    private readonly deps: Deps,
    private readonly profiles: Profiles,
    private readonly validation: Validation,
  ) {}

  private versionsOf(profile: ProfileRecord): HostedVersionRecord[] {
    return this.deps.db.hostedVersions.all(undefined, {
      index: BY_PROFILE,
      scope: profileScope(profile.applicationId, profile.id),
    });
  }

  private hostedProfile(applicationId: string, profileId: string): ProfileRecord {
    const profile = this.profiles.get(applicationId, profileId);
    if (profile.locationUri !== HOSTED) {
      throw badRequest(`configuration profile ${profileId} does not use the hosted configuration store`);
    }
    return profile;
  }

  create(applicationId: string, profileId: string, input: HostedVersionInput): HostedVersionRecord {
    const profile = this.hostedProfile(applicationId, profileId);
    if (input.content.length > MAX_CONTENT_BYTES) {
      throw new ServiceError("payload_too_large", "the configuration exceeds the hosted store's size limit", {
        fields: {
          Measure: "MEGABYTES",
          Limit: 2,
          Size: Math.ceil((input.content.length / 1024 / 1024) * 100) / 100,
        },
      });
    }
    if (input.versionLabel !== undefined && !/[^0-9]/.test(input.versionLabel)) {
      throw badRequest("VersionLabel must contain at least one non-numeric character");
    }
    const versions = this.versionsOf(profile);
    const latest = versions.reduce((max, v) => Math.max(max, v.versionNumber), 0);
    if (input.latestVersionNumber !== undefined && input.latestVersionNumber !== latest) {
      throw conflict(
        `Latest-Version-Number ${input.latestVersionNumber} is stale: the latest version of configuration profile ${profileId} is ${latest}`,
      );
    }
    if (input.versionLabel !== undefined && versions.some((v) => v.versionLabel === input.versionLabel)) {
      throw conflict(`VersionLabel ${input.versionLabel} is already used by another version of this profile`);
    }
    if (profile.type === "AWS.AppConfig.FeatureFlags") checkFeatureFlags(input);
    const versionNumber = profile.lastVersionNumber + 1;
    const record: HostedVersionRecord = compact({
      applicationId,
      profileId,
      versionNumber,
      description: input.description,
      contentType: input.contentType,
      versionLabel: input.versionLabel,
      content: input.content.toString("base64"),
    });
    this.profiles.save({ ...profile, lastVersionNumber: versionNumber });
    this.deps.db.hostedVersions.put(versionKey(applicationId, profileId, versionNumber), record);
    return record;
  }

  /** Newest first. `version_label` ending in `*` is a prefix match, otherwise an exact match (as in AppConfig). */
  list(
    applicationId: string,
    profileId: string,
    versionLabel: string | undefined,
    page: PageRequest,
  ): PageResult<HostedVersionRecord> {
    this.profiles.get(applicationId, profileId);
    const matches = (label: string | undefined) => {
      if (versionLabel === undefined) return true;
      if (label === undefined) return false;
      return versionLabel.endsWith("*")
        ? label.startsWith(versionLabel.slice(0, -1))
        : label === versionLabel;
    };
    const scope = `hosted-versions|${applicationId}|${profileId}|${versionLabel ?? ""}`;
    return listPage(this.deps, this.deps.db.hostedVersions, scope, page, {
      in: { index: BY_PROFILE, scope: profileScope(applicationId, profileId) },
      where: (v) => matches(v.versionLabel),
      reverse: true,
    });
  }

  get(applicationId: string, profileId: string, versionNumber: number): HostedVersionRecord {
    this.profiles.get(applicationId, profileId);
    const v = this.deps.db.hostedVersions.get(versionKey(applicationId, profileId, versionNumber));
    if (!v) {
      throw notFound(
        "HostedConfigurationVersion",
        `version ${versionNumber} of configuration profile ${profileId} not found`,
      );
    }
    return v;
  }

  delete(applicationId: string, profileId: string, versionNumber: number): void {
    this.get(applicationId, profileId, versionNumber);
    this.deps.db.hostedVersions.delete(versionKey(applicationId, profileId, versionNumber));
  }

  /** The version a deployment or validation names: its number, or its label (AppConfig accepts either). */
  resolve(profile: ProfileRecord, configurationVersion: string): HostedVersionRecord {
    if (profile.locationUri !== HOSTED) {
      throw badRequest(
        `configuration profile ${profile.id} reads ${profile.locationUri}, which this gateway cannot reach; only hosted configurations can be validated and deployed here`,
      );
    }
    const found = /^\d+$/.test(configurationVersion)
      ? this.deps.db.hostedVersions.get(
          versionKey(profile.applicationId, profile.id, Number(configurationVersion)),
        )
      : this.versionsOf(profile).find((v) => v.versionLabel === configurationVersion);
    if (!found) {
      throw notFound(
        "HostedConfigurationVersion",
        `configuration version ${configurationVersion} of profile ${profile.id} not found`,
      );
    }
    return found;
  }

  /** Runs the profile's validators on a version; a failing document is a BadRequestException with details. */
  validate(profile: ProfileRecord, version: HostedVersionRecord): ValidationOutcome {
    const outcome = this.validation.run(profile.validators, contentOf(version));
    if (outcome.problems.length > 0) {
      throw badRequest(
        `configuration version ${version.versionNumber} failed validation: ${outcome.problems.map((p) => `${p.Location} ${p.Reason}`).join("; ")}`,
        { Reason: "InvalidConfiguration", Details: { InvalidConfiguration: outcome.problems } },
      );
    }
    return outcome;
  }
}
