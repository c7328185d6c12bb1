/** Starts a fresh gateway on a loopback port for one test file, with a manual clock and a silent logger. */
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { type AppOptions, createApp, listen } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";

export interface TestGateway {
  app: Express;
  /** The gateway root, e.g. http://127.0.0.1:41234 */
  url: string;
  clock: ManualClock;
  close(): Promise<void>;
}

export async function startGateway(options: AppOptions = {}): Promise<TestGateway> {
  const clock = new ManualClock();
  const app = await createApp({ clock, logger: silentLogger(), ...options });
  const server = listen(app, 0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    clock: (options.clock as ManualClock | undefined) ?? clock,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Moves the gateway's clock through the admin API, as a user would. */
export async function advanceClock(gatewayUrl: string, duration: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/__admin/clock/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ duration }),
  });
  if (!res.ok) throw new Error(`advancing the clock failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { now: string }).now;
}
