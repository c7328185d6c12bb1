/** Workspaces: slugs derived from names and unique, settings, webhook configurations, feedback. */
import { LOWER_ALPHANUMERIC, randomString, uuid } from "../../../runtime/ids";
import type {
  Geography,
  NotificationSettings,
  WebhookConfig,
  WorkspaceRecord,
} from "./configuration-records";
import { type Deps, scope } from "./database";
import { invalidInput, notFound } from "./errors";

/** web_backend/geographies/list: `auto` lets the platform choose; the others are where data planes run. */
export const GEOGRAPHIES: readonly Geography[] = ["auto", "us", "eu"];

export interface WorkspaceSettings {
  email?: string;
  anonymousDataCollection?: boolean;
  news?: boolean;
  securityUpdates?: boolean;
  displaySetupWizard?: boolean;
  initialSetupComplete?: boolean;
  notifications?: NotificationSettings[];
  defaultGeography?: Geography;
  webhookConfigs?: { name: string; authToken?: string }[];
}

/** Airbyte's slug rule (Slugify): transliterated, lower case, runs of other characters become one hyphen. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export class Workspaces {
  constructor(private readonly deps: Deps) {}

  get(workspaceId: string): WorkspaceRecord {
    const w = this.deps.db.workspaces.get(workspaceId);
    if (!w) throw notFound("workspace", workspaceId);
    return w;
  }

  list(): WorkspaceRecord[] {
    return this.deps.db.workspaces.all();
  }

  bySlug(slug: string): WorkspaceRecord {
    const w = this.deps.db.workspaces.all(undefined, scope.slug(slug))[0];
    if (!w) throw notFound("workspace", slug);
    return w;
  }

  create(name: string, settings: WorkspaceSettings): WorkspaceRecord {
    const w: WorkspaceRecord = {
      workspaceId: uuid(),
      customerId: uuid(),
      name,
      slug: this.uniqueSlug(name),
      initialSetupComplete: false,
      displaySetupWizard: true,
      anonymousDataCollection: false,
      news: false,
      securityUpdates: false,
      notifications: [],
      feedbackDone: false,
      defaultGeography: "auto",
      webhookConfigs: [],
      createdAt: this.deps.clock.now(),
    };
    this.apply(w, settings);
    this.deps.db.workspaces.put(w.workspaceId, w);
    return w;
  }

  update(workspaceId: string, settings: WorkspaceSettings): WorkspaceRecord {
    const w = structuredClone(this.get(workspaceId));
    this.apply(w, settings);
    this.deps.db.workspaces.put(w.workspaceId, w);
    return w;
  }

  /** update_name: the slug follows the new name, under the same uniqueness rule as at creation. */
  rename(workspaceId: string, name: string): WorkspaceRecord {
    const w = { ...this.get(workspaceId), name };
    w.slug = this.uniqueSlug(name, workspaceId);
    this.deps.db.workspaces.put(w.workspaceId, w);
    return w;
  }

  feedbackDone(workspaceId: string): void {
    this.deps.db.workspaces.put(workspaceId, { ...this.get(workspaceId), feedbackDone: true });
  }

  delete(workspaceId: string): void {
    this.get(workspaceId);
    this.deps.db.workspaces.delete(workspaceId);
  }

  webhookConfig(workspaceId: string, webhookConfigId: string): WebhookConfig | undefined {
    return this.get(workspaceId).webhookConfigs.find((c) => c.id === webhookConfigId);
  }

  private apply(w: WorkspaceRecord, s: WorkspaceSettings): void {
    s.notifications?.forEach((n, i) => {
      if (n.notificationType === "slack" && !n.slackConfiguration) {
        throw invalidInput(`notifications[${i}].slackConfiguration`, "is required for a slack notification");
      }
    });
    const simple = [
      "email",
      "anonymousDataCollection",
      "news",
      "securityUpdates",
      "displaySetupWizard",
      "initialSetupComplete",
      "defaultGeography",
    ] as const;
    for (const key of simple) if (s[key] !== undefined) Object.assign(w, { [key]: s[key] });
    if (s.notifications !== undefined) w.notifications = structuredClone(s.notifications);
    if (s.webhookConfigs !== undefined) {
      // A configuration written again under the same name keeps its id, so operations referring to it hold.
      w.webhookConfigs = s.webhookConfigs.map((c) => ({
        id: w.webhookConfigs.find((old) => old.name === c.name)?.id ?? uuid(),
        name: c.name,
        authToken: c.authToken,
      }));
    }
  }

  /** Airbyte appends a random suffix when the slug of the name is taken. */
  private uniqueSlug(name: string, self?: string): string {
    const base = slugify(name) || "workspace";
    const taken = (slug: string) =>
      this.deps.db.workspaces.all((w) => w.workspaceId !== self, scope.slug(slug)).length > 0;
    let slug = base;
    while (taken(slug)) slug = `${base}-${randomString(8, LOWER_ALPHANUMERIC)}`;
    return slug;
  }
}
