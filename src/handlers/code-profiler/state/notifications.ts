/**
 * Anomaly notification channels (CodeGuru Profiler: identified by channelId, up to 2 per profiling group). A channel
 * is an SNS topic with its event publishers; adding a topic that is already a channel updates that channel.
 */
import { ServiceError } from "../../../errors/service-error";
import { uuid } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";
import type { ProfilingGroups } from "./groups";

/** Anomaly detection is the only event publisher the documentation names. */
export type EventPublisher = "AnomalyDetection";

export interface Channel {
  id: string;
  uri: string;
  eventPublishers: EventPublisher[];
}

export interface NewChannel {
  id?: string;
  uri: string;
  eventPublishers: EventPublisher[];
}

/** Limit: at most 2 anomaly notification channels per group. */
export const MAX_CHANNELS = 2;
/** The documented channel: an SNS topic ARN. */
const SNS_TOPIC = /^arn:aws(-[a-z]+)*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}$/;

function invalid(description: string): ServiceError {
  return new ServiceError("invalid_argument", `channels: ${description}`, {
    violations: [{ field: "channels", description }],
  });
}

export class NotificationChannels {
  private readonly channels: Collection<{ group: string; channels: Channel[] }>;

  constructor(
    store: ServiceStore,
    private readonly groups: ProfilingGroups,
  ) {
    this.channels = store.collection("notification-channels");
    groups.onDelete((name) => this.channels.delete(name));
  }

  get(group: string): Channel[] {
    this.groups.get(group);
    return this.channels.get(group)?.channels ?? [];
  }

  add(group: string, added: NewChannel[]): Channel[] {
    const next = this.get(group).map((c) => ({ ...c }));
    const uris = new Set<string>();
    for (const c of added) {
      if (!SNS_TOPIC.test(c.uri)) throw invalid(`${c.uri} is not an SNS topic ARN`);
      if (uris.has(c.uri)) throw invalid(`${c.uri} is given twice`);
      uris.add(c.uri);
      const sameUri = next.find((e) => e.uri === c.uri);
      const sameId = c.id === undefined ? undefined : next.find((e) => e.id === c.id);
      if (sameId && sameId !== sameUri) {
        throw new ServiceError("already_exists", `Channel ${c.id} already exists with another uri`);
      }
      if (sameUri) {
        if (c.id !== undefined && c.id !== sameUri.id) {
          throw new ServiceError("already_exists", `${c.uri} is already channel ${sameUri.id}`);
        }
        sameUri.eventPublishers = [...c.eventPublishers];
      } else {
        next.push({ id: c.id ?? uuid(), uri: c.uri, eventPublishers: [...c.eventPublishers] });
      }
    }
    if (next.length > MAX_CHANNELS) {
      throw new ServiceError(
        "resource_exhausted",
        `A profiling group has at most ${MAX_CHANNELS} notification channels; ${group} would have ${next.length}`,
      );
    }
    this.channels.put(group, { group, channels: next });
    return next;
  }

  remove(group: string, channelId: string): Channel[] {
    const current = this.get(group);
    if (!current.some((c) => c.id === channelId)) {
      throw new ServiceError(
        "not_found",
        `Profiling group ${group} has no notification channel ${channelId}`,
      );
    }
    const next = current.filter((c) => c.id !== channelId);
    this.channels.put(group, { group, channels: next });
    return next;
  }
}
