/**
 * Teams' own OpenAPI documents mounted as they come, each at its base path, proxied to an upstream or mocked.
 * They come after the operator endpoints, so a document served at `/` leaves /healthz, /metrics and /__admin
 * reachable. A mocked document keeps its records in its own namespace of the store, as a reference service
 * does, and seeds it again after a reset or a snapshot import.
 *
 * A watched document (`--watch`, src/any-spec/watch.ts) is served by a handler that hands each request to the
 * version current when it arrives, so a request in flight during a reload finishes on the version it started
 * on. A new version's stateful mock opens the same namespace: the records of resources the new version still
 * has are kept.
 */
import { servedDocument, specLane, statefulMockOf } from "../any-spec/mount";
import type { MountedSpec } from "../any-spec/mounted-spec";
import { specNotes } from "../any-spec/start-report";
import { WatchedSpec } from "../any-spec/watch";
import type { ServeAt } from "../http/base-paths";
import { documentView } from "../http/console/services";
import { ProxyMode } from "../http/proxy";
import type { AppContext, Mount } from "./context";

/** A version of a document as it is served: its request path, and its stateful mock when it keeps records. */
interface Serving {
  spec: MountedSpec;
  serve: ServeAt;
  mock?: { seed(): void };
}

function serving(spec: MountedSpec, { store, clock, proxy }: AppContext): Serving {
  const mock = statefulMockOf(spec, { store, clock });
  return { spec, serve: specLane(spec, proxy, mock), mock };
}

export function mountedDocuments(specs: readonly (MountedSpec | WatchedSpec)[] = []): Mount {
  return (context) => {
    const { app, frontDoor, register, onStoreReplaced } = context;
    for (const s of specs) {
      const watched = s instanceof WatchedSpec ? s : undefined;
      let now = serving(watched ? watched.spec : (s as MountedSpec), context);
      watched?.onReload((next) => {
        now = serving(next, context);
      });
      onStoreReplaced(() => now.mock?.seed());
      const watch = () => (watched ? { watch: watched.status } : {});
      const { name, basePath } = now.spec;
      register({
        name,
        kind: "document",
        basePath,
        health: () => ({
          slug: name,
          title: now.spec.title,
          basePath,
          ...ProxyMode.describeMount(now.spec.target),
          specFile: now.spec.file,
          uncheckedOperations: now.spec.uncheckedOperations.size,
          warnings: now.spec.warnings.length,
          ...watch(),
        }),
        view: () => ({ ...documentView(now.spec), ...watch() }),
        docs: {
          slug: name,
          get title() {
            return now.spec.title;
          },
          basePath,
          document: () => servedDocument(now.spec),
          notes: () => specNotes(now.spec),
        },
        checked: true,
      });
      const serve: ServeAt = (req, res, path, next) => now.serve(req, res, path, next);
      // A bare lane (front-door.ts): the proxy reads only Node's request and response, and gives them Express's
      // prototypes itself when the document is mocked or an answer is its own.
      if (basePath.replace(/\/+$/, "") !== "") frontDoor.serve([[basePath, serve, "bare"]]);
      else {
        // A document at the root may answer any path no layer before it answered: every such request is left
        // to Express, the lanes of documents mounted after it included, as Express would give it to this one.
        app.use((req, res, next) => serve(req, res, req.path, next));
        frontDoor.leave(() => true);
      }
    }
  };
}
