/**
 * Configuration profiles (AppConfig: "holds the URI of the configuration data, the role providing access, and
 * validators"; sources: the hosted store, an object-storage bucket, pipelines, a secrets store, parameters
 * and documents of a parameter store; filter `type`: feature flags or freeform).
 */
import { ServiceError } from "../../../errors/service-error";
import type { Applications } from "./applications";
import { compact } from "./compact";
import {
  BY_APPLICATION,
  BY_PROFILE,
  type Deps,
  type ProfileRecord,
  type ProfileType,
  type Tags,
  type Validator,
} from "./database";
import { checkDeletionProtection, type DeletionProtectionCheck } from "./environments";
import { badRequest, notFound } from "./errors";
import { newId } from "./ids";
import { listPage, type PageRequest, type PageResult } from "./paging";
import { forgetResource, type TagStore } from "./tags";
import type { Validation } from "./validation";

/** AppConfig's default quota of configuration profiles per application. */
export const MAX_PROFILES = 100;
export const HOSTED = "hosted";
/** The configuration sources AppConfig documents, by LocationUri scheme. */
const SOURCES = [
  /^s3:\/\/.+/,
  /^ssm-parameter:\/\/.+/,
  /^ssm-document:\/\/.+/,
  /^codepipeline:\/\/.+/,
  /^secretsmanager:\/\/.+/,
];

export interface ProfileInput {
  name: string;
  description?: string;
  locationUri: string;
  retrievalRoleArn?: string;
  validators?: Validator[];
  type?: ProfileType;
  kmsKeyIdentifier?: string;
  tags?: Tags;
}

function profileKey(applicationId: string, profileId: string): string {
  return `${applicationId}/${profileId}`;
}

export class Profiles {
  constructor(
    private readonly deps: Deps,
    private readonly applications: Applications,
    private readonly tags: TagStore,
    private readonly validation: Validation,
  ) {}

  get(applicationId: string, profileId: string): ProfileRecord {
    this.applications.get(applicationId);
    const profile = this.deps.db.profiles.get(profileKey(applicationId, profileId));
    if (!profile) {
      throw notFound(
        "ConfigurationProfile",
        `configuration profile ${profileId} not found in application ${applicationId}`,
      );
    }
    return profile;
  }

  private checkValidators(validators: Validator[] | undefined): void {
    for (const v of validators ?? []) this.validation.checkDefinition(v);
  }

  create(applicationId: string, input: ProfileInput): ProfileRecord {
    this.applications.get(applicationId);
    if (this.deps.db.profiles.size({ index: BY_APPLICATION, scope: applicationId }) >= MAX_PROFILES) {
      throw new ServiceError(
        "resource_exhausted",
        `application ${applicationId} already has ${MAX_PROFILES} configuration profiles`,
      );
    }
    const hosted = input.locationUri === HOSTED;
    if (!hosted && !SOURCES.some((re) => re.test(input.locationUri))) {
      throw badRequest(
        `LocationUri must be "hosted" or a URI of a supported source (s3://, ssm-parameter://, ssm-document://, codepipeline://, secretsmanager://), got ${input.locationUri}`,
      );
    }
    // AppConfig needs a role to read any source but its own hosted store.
    if (!hosted && !input.retrievalRoleArn) {
      throw badRequest(`RetrievalRoleArn is required for configurations stored at ${input.locationUri}`);
    }
    const type = input.type ?? "AWS.Freeform";
    // Feature flags live in the hosted configuration store only.
    if (type === "AWS.AppConfig.FeatureFlags" && !hosted) {
      throw badRequest("feature flag configuration profiles must use the hosted configuration store");
    }
    this.checkValidators(input.validators);
    const profile: ProfileRecord = compact({
      applicationId,
      id: newId(),
      name: input.name,
      description: input.description,
      locationUri: input.locationUri,
      retrievalRoleArn: input.retrievalRoleArn,
      validators: input.validators ?? [],
      type,
      kmsKeyIdentifier: input.kmsKeyIdentifier,
      createdAt: this.deps.clock.now(),
      lastVersionNumber: 0,
    });
    this.tags.set(`application/${applicationId}/configurationprofile/${profile.id}`, input.tags);
    this.deps.db.profiles.put(profileKey(applicationId, profile.id), profile);
    return profile;
  }

  list(applicationId: string, type: ProfileType | undefined, page: PageRequest): PageResult<ProfileRecord> {
    this.applications.get(applicationId);
    return listPage(this.deps, this.deps.db.profiles, `profiles|${applicationId}|${type ?? ""}`, page, {
      in: { index: BY_APPLICATION, scope: applicationId },
      where: (p) => type === undefined || p.type === type,
    });
  }

  update(
    applicationId: string,
    profileId: string,
    input: Partial<
      Pick<ProfileInput, "name" | "description" | "retrievalRoleArn" | "validators" | "kmsKeyIdentifier">
    >,
  ): ProfileRecord {
    const current = this.get(applicationId, profileId);
    this.checkValidators(input.validators);
    const next = { ...current, ...compact(input) };
    this.save(next);
    return next;
  }

  save(profile: ProfileRecord): void {
    this.deps.db.profiles.put(profileKey(profile.applicationId, profile.id), profile);
  }

  touch(profile: ProfileRecord): void {
    this.save({ ...profile, lastRetrievedAt: this.deps.clock.now() });
  }

  delete(applicationId: string, profileId: string, check?: DeletionProtectionCheck): void {
    const profile = this.get(applicationId, profileId);
    // AppConfig's documented refusal: hosted versions are deleted before their profile.
    const versions = this.deps.db.hostedVersions.size({
      index: BY_PROFILE,
      scope: profileKey(applicationId, profileId),
    });
    if (versions > 0) {
      throw badRequest(
        `Cannot delete configuration profile ${profileId} because there are still hosted configuration versions existing under it.`,
      );
    }
    checkDeletionProtection(this.deps, check, profile.lastRetrievedAt, `configuration profile ${profileId}`);
    this.deps.db.profiles.delete(profileKey(applicationId, profileId));
    forgetResource(this.deps, `application/${applicationId}/configurationprofile/${profileId}`);
  }
}
