/** The notifications operations: a profiling group's anomaly notification channels. */
import type { CodeProfilerHandlers } from "../../../../generated/code-profiler/handlers";
import type { CodeProfilerState } from "../state/index";
import { notificationConfiguration } from "../wire/notifications";

type NotificationsHandlers = Pick<
  CodeProfilerHandlers,
  "getNotificationConfiguration" | "addNotificationChannels" | "removeNotificationChannel"
>;

export function notificationsOperations({ channels }: CodeProfilerState): NotificationsHandlers {
  return {
    getNotificationConfiguration: ({ path }) => ({
      status: 200,
      body: notificationConfiguration(channels.get(path.profilingGroupName)),
    }),
    addNotificationChannels: ({ path, body }) => ({
      status: 200,
      body: notificationConfiguration(channels.add(path.profilingGroupName, body.channels)),
    }),
    removeNotificationChannel: ({ path }) => ({
      status: 200,
      body: notificationConfiguration(channels.remove(path.profilingGroupName, path.channelId)),
    }),
  };
}
