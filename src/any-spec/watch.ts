/**
 * A mounted document that follows its file (`--watch`): each write is loaded again (the compile cache makes an
 * unchanged document cost a read) and, once it loads, becomes the version served; listeners (the mount that
 * serves it) build their request path for it. A write that no longer loads changes nothing that is served:
 * the last good version goes on, and the failure is kept, with its reason, for /healthz and the console until
 * a later write loads.
 *
 * The file's directory is watched rather than the file: editors that save by writing a new file and renaming
 * it over the old one (vim, JetBrains IDEs, `sed -i`) replace the inode a watch on the file would follow. The
 * events of one save (often several: truncate, write, rename) are gathered for DEBOUNCE_MS before one reload.
 */
import { type FSWatcher, watch } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SpecMount } from "../config";
import type { Logger } from "../http/logger";
import { loadSpec } from "./load";
import type { MountedSpec } from "./mounted-spec";
import type { ReloadReport } from "./reload-report";

/** How long the events of one save are gathered before the document is read again. */
export const DEBOUNCE_MS = 100;

/** How a watched document stands, for /healthz and the console. */
export interface WatchState {
  /** When the version served was loaded (wall-clock time: a file's write is not the gateway's time). */
  loadedAt: string;
  /** Versions loaded since start, the first one excluded. */
  reloads: number;
  /** Set while the file's latest write does not load: the last good version is served meanwhile. */
  failing?: { since: string; reason: string };
}

/**
 * Each of `specs` (loaded from `mounts`, in the same order) following its file, started. A caller closes them
 * when it stops serving.
 */
export async function watchAll(
  specs: readonly MountedSpec[],
  mounts: readonly SpecMount[],
  o: { cacheDir: string; logger: Logger },
): Promise<WatchedSpec[]> {
  const watched = specs.map((spec, i) => new WatchedSpec(spec, { ...o, mount: mounts[i] }));
  for (const w of watched) await w.start();
  return watched;
}

export class WatchedSpec {
  private served: MountedSpec;
  private state: WatchState;
  private readonly listeners: ((spec: MountedSpec, report: ReloadReport) => void)[] = [];
  private watcher?: FSWatcher;
  private timer?: NodeJS.Timeout;
  /** The reload under way, and whether another write came during it. */
  private loading?: Promise<void>;
  private again = false;
  private loadedBytes?: Buffer;

  constructor(
    first: MountedSpec,
    private readonly source: { mount: SpecMount; cacheDir: string; logger: Logger },
  ) {
    this.served = first;
    this.state = { loadedAt: new Date().toISOString(), reloads: 0 };
  }

  /** The version served now. */
  get spec(): MountedSpec {
    return this.served;
  }

  get status(): WatchState {
    return this.state;
  }

  /** `listener` runs with each new version as it becomes the one served, and what it changed. */
  onReload(listener: (spec: MountedSpec, report: ReloadReport) => void): void {
    this.listeners.push(listener);
  }

  /** Starts following the file; a write is served within DEBOUNCE_MS plus the time it takes to load. */
  async start(): Promise<void> {
    const file = path.resolve(this.source.mount.file);
    this.loadedBytes = await readFile(file).catch(() => undefined);
    const name = path.basename(file);
    this.watcher = watch(path.dirname(file), (_event, changed) => {
      // Some platforms do not name the file; then any change in the directory may be it.
      if (changed !== null && changed !== name) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.reload(), DEBOUNCE_MS);
    });
    // A directory removed or unreadable ends the watch, not the gateway: the version loaded goes on.
    this.watcher.on("error", (err) => {
      this.close();
      this.source.logger.error(
        { spec: this.source.mount.name, file, reason: err.message },
        "the document's directory can no longer be watched: its last version is served until a restart",
      );
    });
  }

  close(): void {
    clearTimeout(this.timer);
    this.watcher?.close();
    this.watcher = undefined;
  }

  /** Loads the file again, one reload at a time; a write during a reload is read after it. */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = this.load().finally(() => {
      this.loading = undefined;
      if (this.again) {
        this.again = false;
        void this.reload();
      }
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const { mount, cacheDir, logger } = this.source;
    const bytes = await readFile(path.resolve(mount.file)).catch(() => undefined);
    // A save that rewrote the same bytes (or an event of the directory's other files) changes nothing.
    if (bytes && this.loadedBytes?.equals(bytes) && !this.state.failing) return;
    const before = this.served;
    let next: MountedSpec;
    try {
      // The base path stays where it is mounted: a document that moves it is served there until a restart.
      next = await loadSpec({ ...mount, basePath: before.basePath }, cacheDir);
    } catch (err) {
      const reason = (err as Error).message;
      this.state = {
        ...this.state,
        failing: { since: this.state.failing?.since ?? new Date().toISOString(), reason },
      };
      logger.error(
        { spec: mount.name, file: before.file, reason, servedSince: this.state.loadedAt },
        "the document's latest write does not load: the last good version is still served",
      );
      return;
    }
    this.loadedBytes = bytes;
    this.served = next;
    this.state = { loadedAt: new Date().toISOString(), reloads: this.state.reloads + 1 };
    // Loaded on a first reload: the report runs the differ, which a start never needs.
    const { reloadReport } = require("./reload-report") as typeof import("./reload-report");
    const report = reloadReport(before, next);
    for (const listener of this.listeners) listener(next, report);
    logger.info(
      { spec: mount.name, file: next.file, operations: next.operations.length, ...report },
      `document reloaded: ${report.added.length} operation(s) added, ${report.removed.length} removed, ${report.breaking.length} change(s) that break clients`,
    );
  }
}
