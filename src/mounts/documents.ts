/**
 * Teams' own OpenAPI documents mounted as they come, each at its base path, proxied to an upstream or mocked.
 * They come after the operator endpoints, so a document served at `/` leaves /healthz, /metrics and /__admin
 * reachable. A mocked document keeps its records in its own namespace of the store, as a reference service
 * does, and seeds it again after a reset or a snapshot import.
 */
import { servedDocument, specMiddleware, statefulMockOf } from "../any-spec/mount";
import type { MountedSpec } from "../any-spec/mounted-spec";
import { specNotes } from "../any-spec/start-report";
import { documentView } from "../http/console/services";
import { ProxyMode } from "../http/proxy";
import type { Mount } from "./context";

export function mountedDocuments(specs: readonly MountedSpec[] = []): Mount {
  return ({ app, store, clock, proxy, register, onStoreReplaced }) => {
    for (const s of specs) {
      const mock = statefulMockOf(s, { store, clock });
      if (mock) onStoreReplaced(() => mock.seed());
      register({
        name: s.name,
        kind: "document",
        basePath: s.basePath,
        health: () => ({
          slug: s.name,
          title: s.title,
          basePath: s.basePath,
          ...ProxyMode.describeMount(s.target),
          specFile: s.file,
          uncheckedOperations: s.uncheckedOperations.size,
          warnings: s.warnings.length,
        }),
        view: () => documentView(s),
        docs: {
          slug: s.name,
          title: s.title,
          basePath: s.basePath,
          document: () => servedDocument(s),
          notes: () => specNotes(s),
        },
        checked: true,
      });
      app.use(s.basePath, specMiddleware(s, proxy, mock));
    }
  };
}
