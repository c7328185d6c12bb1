/**
 * Where a deployment stands at a given instant. Progress is a pure function of the deployment's start, its
 * strategy snapshot and the clock, so moving the clock moves every deployment.
 *
 * Following AppConfig's documented strategy semantics: the deployment duration is split into equal intervals,
 * one per step; LINEAR steps grow by the growth factor (20% -> 20, 40, 60, 80, 100), EXPONENTIAL steps follow
 * G*2^N (10% -> 10, 20, 40, 80, 100). While DEPLOYING, the targets of the current step hold the new
 * configuration; once the duration has passed, the deployment BAKES for the final bake time (alarms can still
 * roll it back) and then is COMPLETE.
 */
import type { DeploymentRecord, TriggeredBy } from "./database";

export type DeploymentState =
  | "BAKING"
  | "VALIDATING"
  | "DEPLOYING"
  | "COMPLETE"
  | "ROLLING_BACK"
  | "ROLLED_BACK"
  | "REVERTED";

export type EventType =
  | "PERCENTAGE_UPDATED"
  | "ROLLBACK_STARTED"
  | "ROLLBACK_COMPLETED"
  | "BAKE_TIME_STARTED"
  | "DEPLOYMENT_STARTED"
  | "DEPLOYMENT_COMPLETED"
  | "REVERT_COMPLETED";

export interface TimelineEvent {
  type: EventType;
  by: TriggeredBy;
  description: string;
  at: Date;
}

export interface Progress {
  state: DeploymentState;
  percentage: number;
  /** Oldest first. */
  events: TimelineEvent[];
  completedAt?: Date;
}

/**
 * How long the rollback an alarm starts takes before the deployment is ROLLED_BACK. AppConfig does not
 * document a duration; a short fixed one keeps ROLLING_BACK observable. A user's stop rolls back at once
 * (AppConfig: the stopped deployment is ROLLED_BACK).
 */
export const ALARM_ROLLBACK_MS = 30 * 1000;
const MINUTE = 60 * 1000;

export function stepPercentages(growthType: "LINEAR" | "EXPONENTIAL", factor: number): number[] {
  const steps: number[] = [];
  for (let k = 0; steps.at(-1) !== 100; k++) {
    const p = growthType === "LINEAR" ? factor * (k + 1) : factor * 2 ** k;
    steps.push(Math.min(100, Math.round(p * 100) / 100));
  }
  return steps;
}

export function progressAt(d: DeploymentRecord, now: Date): Progress {
  const start = d.startedAt.getTime();
  const deployEnd = start + d.strategy.durationMinutes * MINUTE;
  const completeAt = deployEnd + d.strategy.finalBakeMinutes * MINUTE;
  const steps = stepPercentages(d.strategy.growthType, d.strategy.growthFactor);
  const interval = (deployEnd - start) / steps.length;
  const t = now.getTime();
  // The forward timeline runs until now, or until the rollback started.
  const until = Math.min(t, d.rollback?.at.getTime() ?? Number.POSITIVE_INFINITY);

  const skipped = d.skippedValidators.length > 0 ? ` ${d.skippedValidators.join("; ")}.` : "";
  const events: TimelineEvent[] = [
    { type: "DEPLOYMENT_STARTED", by: "USER", description: `Deployment started.${skipped}`, at: d.startedAt },
  ];
  const percentageAt = (instant: number) =>
    instant >= deployEnd ? 100 : steps[Math.min(steps.length - 1, Math.floor((instant - start) / interval))];
  // With no duration every step happens at once: only the last one is reported.
  const first = interval === 0 ? steps.length - 1 : 0;
  for (let k = first; k < steps.length && start + k * interval <= until; k++) {
    events.push({
      type: "PERCENTAGE_UPDATED",
      by: "APPCONFIG",
      description: `Configuration deployed to ${steps[k]}% of targets.`,
      at: new Date(start + k * interval),
    });
  }
  if (until >= deployEnd && d.strategy.finalBakeMinutes > 0) {
    events.push({
      type: "BAKE_TIME_STARTED",
      by: "APPCONFIG",
      description: `Deployment bake time started (${d.strategy.finalBakeMinutes} minutes).`,
      at: new Date(deployEnd),
    });
  }
  const percentage = percentageAt(until);

  if (d.rollback) {
    const r = d.rollback;
    const cause =
      r.by === "USER" ? "the deployment was stopped" : `alarm ${r.alarmArn ?? ""} went off`.trim();
    events.push({ type: "ROLLBACK_STARTED", by: r.by, description: `Rollback started: ${cause}.`, at: r.at });
    const doneAt = r.at.getTime() + (r.by === "USER" ? 0 : ALARM_ROLLBACK_MS);
    if (t < doneAt) return { state: "ROLLING_BACK", percentage, events };
    events.push({
      type: "ROLLBACK_COMPLETED",
      by: r.by,
      description: "Rollback completed: targets are back on the previous configuration.",
      at: new Date(doneAt),
    });
    return { state: "ROLLED_BACK", percentage, events, completedAt: new Date(doneAt) };
  }
  if (t < deployEnd) return { state: "DEPLOYING", percentage, events };
  if (t < completeAt) return { state: "BAKING", percentage, events };
  events.push({
    type: "DEPLOYMENT_COMPLETED",
    by: "APPCONFIG",
    description: "Deployment completed.",
    at: new Date(completeAt),
  });
  if (d.revertedAt) {
    events.push({
      type: "REVERT_COMPLETED",
      by: "USER",
      description: "Deployment reverted: targets are back on the previous configuration.",
      at: d.revertedAt,
    });
    return { state: "REVERTED", percentage, events, completedAt: new Date(completeAt) };
  }
  return { state: "COMPLETE", percentage, events, completedAt: new Date(completeAt) };
}

/** States in which a deployment still holds its environment: a new one cannot start. */
export function isActive(state: DeploymentState): boolean {
  return state === "DEPLOYING" || state === "BAKING" || state === "VALIDATING" || state === "ROLLING_BACK";
}
