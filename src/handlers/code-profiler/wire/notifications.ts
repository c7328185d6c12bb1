/** Notification configurations on the wire: GetNotificationConfiguration's answer, shared by its two changes. */
import type { components } from "../../../../generated/code-profiler/types";
import type { Channel } from "../state/notifications";

export function notificationConfiguration(channels: Channel[]): {
  notificationConfiguration: components["schemas"]["NotificationConfiguration"];
} {
  // The model's channel list has at least one member, so an empty configuration has no list.
  return { notificationConfiguration: channels.length > 0 ? { channels } : {} };
}
