/**
 * What a client of an environment receives: the deprecated GetConfiguration (AppConfig: application,
 * environment and profile by name or id; `client_id` identifies the client "so deployment can proceed in
 * intervals"; `client_configuration_version` is the version returned last, and when omitted the client
 * receives the current configuration), and the deployment a configuration session is served from.
 *
 * While a deployment is DEPLOYING, a client belongs to the rolled-out share when its bucket, a hash of its
 * identity (the client id, or the session) salted with the deployment, is below the deployment's percentage:
 * the same client gets the same answer on every call, and once in the share it stays in as the percentage
 * grows.
 */
import { createHash } from "node:crypto";
import type { ServiceError } from "../../../errors/service-error";
import {
  BY_APPLICATION,
  BY_NAME,
  type DeploymentRecord,
  type Deps,
  type EnvironmentRecord,
  type ProfileRecord,
} from "./database";
import type { Deployments } from "./deployments";
import type { Environments } from "./environments";
import { notFound } from "./errors";
import type { Profiles } from "./profiles";

/** The resource kinds a lookup by name or id can miss, and how the caller's API reports a miss. */
export type Missing = (
  resource: "Application" | "Environment" | "Configuration",
  message: string,
) => ServiceError;

/** The environment and profile a retrieval names. */
export interface Target {
  env: EnvironmentRecord;
  profile: ProfileRecord;
}

export interface RetrievedConfiguration {
  /** Empty when the client already holds this version. */
  content: Buffer;
  contentType: string;
  version: string;
}

/** The client's position in [0, 100) for one deployment. */
export function clientBucket(clientId: string, salt: string): number {
  const digest = createHash("sha256").update(`${salt}\n${clientId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

function byIdOrName<T extends { id: string; name: string }>(items: T[], key: string): T | undefined {
  return items.find((i) => i.id === key) ?? items.find((i) => i.name === key);
}

export class Retrieval {
  constructor(
    private readonly deps: Deps,
    private readonly environments: Environments,
    private readonly profiles: Profiles,
    private readonly deployments: Deployments,
  ) {}

  resolve(
    application: string,
    environment: string,
    configuration: string,
    missing: Missing = notFound,
  ): Target {
    const db = this.deps.db;
    const app =
      db.applications.get(application) ??
      db.applications.all(undefined, { index: BY_NAME, scope: application })[0];
    if (!app) throw missing("Application", `application ${application} not found`);
    const ofApplication = { index: BY_APPLICATION, scope: app.id };
    const env = byIdOrName(db.environments.all(undefined, ofApplication), environment);
    if (!env) throw missing("Environment", `environment ${environment} not found in application ${app.name}`);
    const profile = byIdOrName(db.profiles.all(undefined, ofApplication), configuration);
    if (!profile)
      throw missing("Configuration", `configuration ${configuration} not found in application ${app.name}`);
    return { env, profile };
  }

  /**
   * The deployment whose configuration `identity` receives now, or undefined while none is deployed to it.
   * Deletion protection watches which environments and profiles are served, so this marks them.
   */
  served({ env, profile }: Target, identity: string): DeploymentRecord | undefined {
    const served = this.deployments.ofProfile(env, profile.id).find(({ record, progress }) => {
      switch (progress.state) {
        case "COMPLETE":
        case "BAKING":
          return true;
        case "DEPLOYING": {
          const salt = `${record.applicationId}/${record.environmentId}/${record.deploymentNumber}`;
          return clientBucket(identity, salt) < progress.percentage;
        }
        default:
          // Rolled back, rolling back or reverted: clients keep the configuration deployed before.
          return false;
      }
    });
    if (!served) return undefined;
    this.environments.touch(env);
    this.profiles.touch(profile);
    return served.record;
  }

  get(
    application: string,
    environment: string,
    configuration: string,
    clientId: string,
    clientConfigurationVersion: string | undefined,
  ): RetrievedConfiguration {
    const target = this.resolve(application, environment, configuration);
    const served = this.served(target, clientId);
    if (!served) {
      throw notFound(
        "Configuration",
        `configuration ${target.profile.name} has not been deployed to environment ${target.env.name}`,
      );
    }
    const version = served.configurationVersion;
    return {
      content:
        clientConfigurationVersion === version ? Buffer.alloc(0) : Buffer.from(served.content, "base64"),
      contentType: served.contentType,
      version,
    };
  }
}
