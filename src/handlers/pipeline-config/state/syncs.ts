/**
 * Sync and reset jobs of connections: started by hand or by a connection's schedule, planned from the
 * configurations then in force and the connection's state, and leaving their cursors in that state when
 * they succeed.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Actors } from "./actors";
import type { ActorRecord, ConnectionRecord } from "./configuration-records";
import type { ConnectionStates } from "./connection-state";
import type { Connections } from "./connections";
import { checkConfiguration, discoverStreams } from "./connector-runs";
import type { Deps } from "./database";
import type { Definitions } from "./definitions";
import { planReset, planSync } from "./job-plans";
import type { JobRecord } from "./job-records";
import type { JobView } from "./job-views";
import type { Jobs } from "./jobs";
import { SCHEDULED_SYNC, type ScheduledSync, type SyncSchedules } from "./sync-schedules";

export class Syncs {
  constructor(
    private readonly deps: Deps,
    private readonly definitions: Definitions,
    private readonly actors: Actors,
    private readonly connections: Connections,
    private readonly jobs: Jobs,
    private readonly states: ConnectionStates,
    private readonly schedules: SyncSchedules,
  ) {
    deps.schedule.on<ScheduledSync>(SCHEDULED_SYNC, (work) => this.scheduledSync(work.data.connectionId));
  }

  /**
   * A connection's scheduled run. One that finds a sync of the connection running skips this run and waits
   * for the next, as Airbyte's scheduler never runs two syncs of a connection at once.
   */
  private scheduledSync(connectionId: string): void {
    const c = this.deps.db.connections.get(connectionId);
    if (!c || c.status !== "active") return;
    const now = this.deps.clock.now();
    if (this.jobs.active(connectionId)) this.schedules.plan(c, now, now);
    else this.sync(connectionId);
  }

  /** A sync that succeeded leaves its incremental streams' cursors in the connection's state. */
  jobEnded(job: JobRecord, status: "succeeded" | "failed", at: Date): void {
    if (job.configType !== "sync" || status !== "succeeded") return;
    const attempt = job.plans[job.phases / 2 - 1];
    const source = this.definitions.withDeleted(job.sourceDefinitionId);
    this.states.recordSync(job.configId, source.stateType ?? "stream", attempt.streams, at);
  }

  /** connections/sync: refused while a job of the connection is pending or running (as Airbyte's 409). */
  sync(connectionId: string): JobView {
    const c = this.usableConnection(connectionId);
    const running = this.jobs.active(connectionId);
    if (running) {
      throw new ServiceError(
        "aborted",
        `A sync is already running for: ${connectionId} (job ${running.job.id})`,
        {
          code: "io.airbyte.commons.server.errors.ValueConflictKnownException",
        },
      );
    }
    const { source, destination, sourceConfig, destinationConfig } = this.endpoints(c);
    const sourceDef = this.actors.definitionOf(source);
    const destinationDef = this.actors.definitionOf(destination);
    const discovered = discoverStreams(sourceDef, sourceConfig);
    const plans = planSync({
      catalog: c.syncCatalog,
      discovered,
      sourceVerdict: checkConfiguration(sourceDef, sourceConfig),
      destinationVerdict: checkConfiguration(destinationDef, destinationConfig),
      cursors: this.states.cursors(
        connectionId,
        c.syncCatalog.streams.flatMap((s) => (s.stream ? [s.stream] : [])),
      ),
    });
    const job = this.jobs.create(this.jobFields(c, "sync", plans));
    this.schedules.ran(c, job.createdAt);
    return this.jobs.view(job);
  }

  /**
   * connections/reset: a running job is cancelled first (Airbyte's reset interrupts the sync); the state
   * returns to empty and a reset job clears the destination's streams.
   */
  reset(connectionId: string, streams?: { name: string; namespace?: string }[]): JobView {
    const c = this.usableConnection(connectionId);
    const running = this.jobs.active(connectionId);
    if (running) this.jobs.cancel(running.job.id);
    const { destination, destinationConfig } = this.endpoints(c);
    const plans = planReset(checkConfiguration(this.actors.definitionOf(destination), destinationConfig));
    const resetStreams =
      streams ??
      c.syncCatalog.streams
        .filter((s) => s.stream && s.config?.selected !== false)
        .map((s) => {
          const stream = s.stream as NonNullable<typeof s.stream>;
          return stream.namespace === undefined
            ? { name: stream.name }
            : { name: stream.name, namespace: stream.namespace };
        });
    this.states.clear(connectionId, streams);
    return this.jobs.view(
      this.jobs.create({ ...this.jobFields(c, "reset_connection", plans), resetStreams }),
    );
  }

  private usableConnection(connectionId: string): ConnectionRecord {
    const c = this.connections.get(connectionId);
    if (c.status === "deprecated") {
      throw new ServiceError(
        "failed_precondition",
        `Connection ${connectionId} is deleted (deprecated) and cannot run`,
      );
    }
    return c;
  }

  private endpoints(c: ConnectionRecord) {
    const source: ActorRecord = this.actors.get("source", c.sourceId);
    const destination: ActorRecord = this.actors.get("destination", c.destinationId);
    return {
      source,
      destination,
      sourceConfig: this.actors.effectiveConfiguration(
        this.actors.definitionOf(source),
        source.configuration,
      ),
      destinationConfig: this.actors.effectiveConfiguration(
        this.actors.definitionOf(destination),
        destination.configuration,
      ),
    };
  }

  private jobFields(
    c: ConnectionRecord,
    configType: "sync" | "reset_connection",
    plans: ReturnType<typeof planSync>,
  ) {
    const { source, destination } = this.endpoints(c);
    const sd = this.actors.definitionOf(source);
    const dd = this.actors.definitionOf(destination);
    return {
      configType,
      configId: c.connectionId,
      workspaceId: c.workspaceId,
      sourceImage: `${sd.dockerRepository}:${sd.dockerImageTag}`,
      destinationImage: `${dd.dockerRepository}:${dd.dockerImageTag}`,
      sourceDefinitionId: sd.id,
      destinationDefinitionId: dd.id,
      plans,
    };
  }
}
