/**
 * Bytes a server allocates per request: the server runs with heap-probe.cjs preloaded (HEAP_PROBE), the
 * bench opens the probe's window, sends a fixed number of requests, closes it, and divides what the probe
 * counted by the number of requests sent. heap-probe.cjs explains how the bytes are counted.
 */
import path from "node:path";
import type { Server } from "./processes";

/** Node's arguments that preload the probe (and expose gc(), which the probe runs when its window opens). */
export const HEAP_PROBE = ["--expose-gc", "--require", path.join(__dirname, "heap-probe.cjs")];

interface ProbeReply {
  probe: "started" | "stopped";
  allocated?: number;
  collections?: number;
}

function ask(server: Server, message: string, expect: ProbeReply["probe"]): Promise<ProbeReply> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.child.off("message", onMessage);
      reject(new Error(`${server.name}: the heap probe did not answer ${message}`));
    }, 10_000);
    const onMessage = (reply: ProbeReply) => {
      if (reply?.probe !== expect) return;
      clearTimeout(timer);
      server.child.off("message", onMessage);
      resolve(reply);
    };
    server.child.on("message", onMessage);
    server.child.send(message);
  });
}

/** V8 heap bytes allocated per request while `load` sends its requests (it resolves to how many it sent). */
export async function allocatedPerRequest(server: Server, load: () => Promise<number>): Promise<number> {
  await ask(server, "heap-probe:start", "started");
  const sent = await load();
  const { allocated = Number.NaN } = await ask(server, "heap-probe:stop", "stopped");
  return allocated / sent;
}
