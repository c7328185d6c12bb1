/** Mounting a corpus document under --mock and under --proxy, and the share of its operations left unchecked. */
import { loadSpec } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import type { SpecMount } from "../../src/config";
import type { CorpusDocument } from "../corpus/documents";

export interface CorpusLoad {
  mock: MountedSpec;
  proxy: MountedSpec;
  /** Operations some of whose requests go unchecked, over all operations. */
  share: number;
  /** What the start-up listing says of each, for a failure's message. */
  unchecked: string[];
}

/** Loads `doc` as a mock and as a proxy to `upstream` (the second from the compile cache the first left). */
export async function loadBothWays(
  doc: CorpusDocument,
  cacheDir: string,
  upstream: string,
): Promise<CorpusLoad> {
  const mount = (target: SpecMount["target"], suffix: string): SpecMount => ({
    name: `${doc.name}-${suffix}`,
    file: doc.file,
    basePath: `/${doc.name}-${suffix}`,
    target,
  });
  const mock = await loadSpec(mount({ kind: "mock", policy: "enforce" }, "mock"), cacheDir);
  const proxy = await loadSpec(
    mount({ kind: "proxy", upstream: { url: upstream, policy: "enforce", timeoutMs: 5000 } }, "proxy"),
    cacheDir,
  );
  const share = mock.uncheckedOperations.size / mock.operations.length;
  const unchecked = [...mock.uncheckedOperations].map((id) => `${doc.name}: ${id}`);
  return { mock, proxy, share, unchecked };
}
