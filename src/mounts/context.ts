/**
 * What the mounts of an app share (src/app.ts lists them). Each mount takes what it needs from the context,
 * adds its routes to the one Express app, and registers what it serves: how /healthz, the console and the docs
 * pages describe it, how its errors are rendered when they escape, its admin actions, and what it does when the
 * store is replaced (a reset or a snapshot import). The operator endpoints read those registrations when they
 * are asked, so a mount added later in the list is served by them like one added before.
 */
import express, { type Express } from "express";
import type { ProxyOptions } from "../config";
import type { ErrorDialect } from "../errors/dialect";
import type { ServiceView } from "../http/console/services";
import type { DocumentedService } from "../http/docs";
import { FrontDoor } from "../http/front-door";
import type { Logger } from "../http/logger";
import { ProxyMode } from "../http/proxy";
import { TrafficFeed } from "../http/traffic-feed";
import type { Clock } from "../runtime/clock";
import { Scheduler } from "../runtime/scheduler";
import type { AdminAction } from "../runtime/service";
import type { Store } from "../runtime/store";

/** One service or document an app serves, as the operator endpoints see it. */
export interface Served {
  /** Its slug or mounted name: its store namespace, its docs page, its label on the console and in metrics. */
  name: string;
  kind: "service" | "document";
  basePath: string;
  /** Its entry in /healthz's `services`. */
  health(): Record<string, unknown>;
  /** Its row on the console (`GET /__admin/services`). */
  view(): ServiceView;
  /** Its page under /docs and its document at `<basePath>/openapi.json|yaml`. */
  docs: DocumentedService;
  /** Its requests are checked against its document (proxied or mocked): the console lists their violations. */
  checked: boolean;
  /** The dialect an error that escapes its request path is rendered in, with the paths it also answers at the root. */
  errors?: { dialect: ErrorDialect; rootPaths: readonly string[] };
  /** Its own admin actions (`POST /__admin/services/<name>/<action>`). */
  actions?(): Record<string, AdminAction> | undefined;
}

/** The state every mount of one app shares, made once per app. */
export interface Core {
  logger: Logger;
  clock: Clock;
  store: Store;
  proxy?: ProxyOptions;
  trustProxy?: boolean | number | string;
}

export class AppContext {
  readonly app: Express = express();
  /**
   * The app's first code for every request (src/http/front-door.ts): mounts add their lanes to it, and say
   * which requests their Express layers may answer.
   */
  readonly frontDoor = new FrontDoor(this.app);
  readonly logger: Logger;
  readonly clock: Clock;
  readonly store: Store;
  /** Work that falls due by the clock, run before any request is answered. */
  readonly scheduler: Scheduler;
  /** Proxy mode: upstreams, the request policies, violations and metrics every mount reports to. */
  readonly proxy: ProxyMode;
  /** The live request feed the console reads. */
  readonly traffic: TrafficFeed;
  /** Everything served, in the order the mounts registered it. */
  readonly served: Served[] = [];
  /** The names of the served things whose requests are checked (read by the console when asked). */
  readonly checked = new Set<string>();
  private readonly refills: (() => void)[] = [];

  constructor(core: Core) {
    this.logger = core.logger;
    this.clock = core.clock;
    this.store = core.store;
    this.scheduler = new Scheduler(core.clock, (service, work, err) =>
      core.logger.error({ service, work: work.key, kind: work.kind, err: String(err) }, "due work failed"),
    );
    this.proxy = new ProxyMode({ options: core.proxy, logger: core.logger, clock: core.clock });
    this.traffic = new TrafficFeed(core.clock);
    this.app.disable("x-powered-by");
    this.app.set("etag", false);
    this.app.set("trust proxy", core.trustProxy ?? false);
  }

  readonly register = (served: Served): void => {
    this.served.push(served);
    if (served.checked) this.checked.add(served.name);
  };

  /** `refill` runs, in the order registered, after every reset and snapshot import of the store. */
  readonly onStoreReplaced = (refill: () => void): void => {
    this.refills.push(refill);
  };

  /** Replaces the store's content (`replace` clears or loads it), then lets every mount rebuild on it. */
  readonly replaceStore = (replace: (store: Store) => void): void => {
    replace(this.store);
    for (const refill of this.refills) refill();
  };
}

/** A capability of the app: it mounts itself on the context's app and registers what it serves. */
export type Mount = (context: AppContext) => void | Promise<void>;

/** Runs the mounts in order: the order of their routes in the app. */
export async function mountAll(context: AppContext, mounts: readonly Mount[]): Promise<Express> {
  for (const mount of mounts) await mount(context);
  return context.app;
}
