/**
 * Deployments (AppConfig: "identified by a deployment number within an environment; has a status"; DELETE works
 * only while DEPLOYING and leaves ROLLED_BACK; an environment alarm during a deployment rolls it back).
 * One deployment at a time per environment; progress follows the clock (progress.ts).
 */
import type { Associations } from "./associations";
import { compact } from "./compact";
import {
  BY_ENVIRONMENT,
  type DeploymentRecord,
  type Deps,
  type EnvironmentRecord,
  type Tags,
} from "./database";
import type { Environments } from "./environments";
import { badRequest, conflict, notFound } from "./errors";
import type { HostedVersions } from "./hosted-versions";
import { listPage, type PageRequest, type PageResult } from "./paging";
import type { Profiles } from "./profiles";
import { isActive, type Progress, progressAt } from "./progress";
import type { Strategies } from "./strategies";
import type { TagStore } from "./tags";

export type EnvironmentState =
  | "READY_FOR_DEPLOYMENT"
  | "DEPLOYING"
  | "ROLLING_BACK"
  | "ROLLED_BACK"
  | "REVERTED";

export interface StartInput {
  strategyId: string;
  profileId: string;
  configurationVersion: string;
  description?: string;
  tags?: Tags;
  kmsKeyIdentifier?: string;
  dynamicExtensionParameters?: Record<string, string>;
  latestDeploymentNumber?: number;
}

export interface DeploymentView {
  record: DeploymentRecord;
  progress: Progress;
}

function environmentScope(applicationId: string, environmentId: string): string {
  return `${applicationId}/${environmentId}`;
}

function deploymentKey(applicationId: string, environmentId: string, n: number): string {
  return `${environmentScope(applicationId, environmentId)}/${n}`;
}

export class Deployments {
  constructor(
    private readonly deps: Deps,
    private readonly environments: () => Environments,
    private readonly profiles: Profiles,
    private readonly hosted: HostedVersions,
    private readonly strategies: Strategies,
    private readonly associations: Associations,
    private readonly tags: TagStore,
  ) {}

  view(record: DeploymentRecord): DeploymentView {
    return { record, progress: progressAt(record, this.deps.clock.now()) };
  }

  /** The environment's deployments, newest first. */
  private ofEnvironment(applicationId: string, environmentId: string): DeploymentRecord[] {
    return this.deps.db.deployments
      .all(undefined, { index: BY_ENVIRONMENT, scope: environmentScope(applicationId, environmentId) })
      .sort((a, b) => b.deploymentNumber - a.deploymentNumber);
  }

  private latest(env: EnvironmentRecord): DeploymentView | undefined {
    const [newest] = this.ofEnvironment(env.applicationId, env.id);
    return newest ? this.view(newest) : undefined;
  }

  /** Why the environment is busy (a deployment still holds it), or undefined when it is free. */
  activity(env: EnvironmentRecord): string | undefined {
    const latest = this.latest(env);
    if (latest && isActive(latest.progress.state)) {
      return `deployment ${latest.record.deploymentNumber} is ${latest.progress.state}`;
    }
    return undefined;
  }

  /** AppConfig's environment state follows its latest deployment. */
  environmentState(env: EnvironmentRecord): EnvironmentState {
    const state = this.latest(env)?.progress.state;
    switch (state) {
      case "DEPLOYING":
      case "BAKING":
      case "VALIDATING":
        return "DEPLOYING";
      case "ROLLING_BACK":
      case "ROLLED_BACK":
      case "REVERTED":
        return state;
      default:
        return "READY_FOR_DEPLOYMENT";
    }
  }

  start(applicationId: string, environmentId: string, input: StartInput): DeploymentView {
    const env = this.environments().get(applicationId, environmentId);
    const profile = this.profiles.get(applicationId, input.profileId);
    const strategy = this.strategies.get(input.strategyId);
    const busy = this.activity(env);
    if (busy) throw conflict(`a deployment is already in progress in environment ${environmentId}: ${busy}`);
    const previous = this.ofEnvironment(applicationId, environmentId)[0]?.deploymentNumber ?? 0;
    if (input.latestDeploymentNumber !== undefined && input.latestDeploymentNumber !== previous) {
      throw conflict(
        `LatestDeploymentNumber ${input.latestDeploymentNumber} is stale: the latest deployment of environment ${environmentId} is ${previous}`,
      );
    }
    const version = this.hosted.resolve(profile, input.configurationVersion);
    const outcome = this.hosted.validate(profile, version);
    const appliedExtensions = this.associations.applied(
      applicationId,
      environmentId,
      profile.id,
      input.dynamicExtensionParameters,
    );
    const deploymentNumber = previous + 1;
    const record: DeploymentRecord = compact({
      applicationId,
      environmentId,
      deploymentNumber,
      profileId: profile.id,
      configurationName: profile.name,
      locationUri: profile.locationUri,
      configurationVersion: String(version.versionNumber),
      versionLabel: version.versionLabel,
      description: input.description,
      kmsKeyIdentifier: input.kmsKeyIdentifier,
      strategy: {
        id: strategy.id,
        durationMinutes: strategy.durationMinutes,
        growthType: strategy.growthType,
        growthFactor: strategy.growthFactor,
        finalBakeMinutes: strategy.finalBakeMinutes,
      },
      content: version.content,
      contentType: version.contentType,
      appliedExtensions,
      skippedValidators: outcome.skipped,
      startedAt: this.deps.clock.now(),
    });
    this.tags.set(
      `application/${applicationId}/environment/${environmentId}/deployment/${deploymentNumber}`,
      input.tags,
    );
    this.deps.db.deployments.put(deploymentKey(applicationId, environmentId, deploymentNumber), record);
    return this.view(record);
  }

  list(applicationId: string, environmentId: string, page: PageRequest): PageResult<DeploymentView> {
    this.environments().get(applicationId, environmentId);
    const result = listPage(
      this.deps,
      this.deps.db.deployments,
      `deployments|${applicationId}|${environmentId}`,
      page,
      {
        in: { index: BY_ENVIRONMENT, scope: environmentScope(applicationId, environmentId) },
        reverse: true,
      },
    );
    return { items: result.items.map((d) => this.view(d)), nextToken: result.nextToken };
  }

  get(applicationId: string, environmentId: string, deploymentNumber: number): DeploymentView {
    this.environments().get(applicationId, environmentId);
    const d = this.deps.db.deployments.get(deploymentKey(applicationId, environmentId, deploymentNumber));
    if (!d) {
      throw notFound(
        "Deployment",
        `deployment ${deploymentNumber} not found in environment ${environmentId}`,
      );
    }
    return this.view(d);
  }

  /**
   * Stopping works only while DEPLOYING and leaves the deployment ROLLED_BACK. With Allow-Revert,
   * AppConfig also reverts the environment's latest COMPLETE deployment to the previous configuration.
   */
  stop(
    applicationId: string,
    environmentId: string,
    deploymentNumber: number,
    allowRevert: boolean,
  ): DeploymentView {
    const { record, progress } = this.get(applicationId, environmentId, deploymentNumber);
    const now = this.deps.clock.now();
    let next: DeploymentRecord;
    if (progress.state === "DEPLOYING") {
      next = { ...record, rollback: { at: now, by: "USER" } };
    } else if (allowRevert && progress.state === "COMPLETE") {
      const [newest] = this.ofEnvironment(applicationId, environmentId);
      if (newest.deploymentNumber !== deploymentNumber) {
        throw badRequest(`only the latest deployment of environment ${environmentId} can be reverted`);
      }
      next = { ...record, revertedAt: now };
    } else {
      throw badRequest(
        `deployment ${deploymentNumber} is ${progress.state}; only a DEPLOYING deployment can be stopped${allowRevert ? " and only a COMPLETE one reverted" : ""}`,
      );
    }
    this.deps.db.deployments.put(deploymentKey(applicationId, environmentId, deploymentNumber), next);
    return this.view(next);
  }

  /**
   * An environment alarm goes off (AppConfig: "when an alarm triggers during a deployment the configuration is
   * rolled back"). AppConfig watches the environment's monitors while deploying and during bake time.
   */
  triggerAlarm(
    applicationId: string,
    environmentId: string,
    alarmArn: string | undefined,
  ): DeploymentView | undefined {
    const env = this.environments().get(applicationId, environmentId);
    if (env.monitors.length === 0) throw badRequest(`environment ${environmentId} has no monitors (alarms)`);
    const alarm = alarmArn ?? env.monitors[0].AlarmArn;
    if (!env.monitors.some((m) => m.AlarmArn === alarm)) {
      throw badRequest(`alarm ${alarm} is not one of environment ${environmentId}'s monitors`);
    }
    const latest = this.latest(env);
    if (!latest || (latest.progress.state !== "DEPLOYING" && latest.progress.state !== "BAKING"))
      return undefined;
    const next: DeploymentRecord = {
      ...latest.record,
      rollback: { at: this.deps.clock.now(), by: "CLOUDWATCH_ALARM", alarmArn: alarm },
    };
    this.deps.db.deployments.put(deploymentKey(applicationId, environmentId, next.deploymentNumber), next);
    return this.view(next);
  }

  /** Deployments of one profile to one environment, newest first (what the retrieval chooses from). */
  ofProfile(env: EnvironmentRecord, profileId: string): DeploymentView[] {
    return this.ofEnvironment(env.applicationId, env.id)
      .filter((d) => d.profileId === profileId)
      .map((d) => this.view(d));
  }
}
