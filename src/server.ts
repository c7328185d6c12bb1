/**
 * The server entry point (`make start`): builds the app, listens on PORT (default 8080), prints every
 * service's base URL, and shuts down cleanly on SIGTERM or SIGINT.
 *
 * Environment: PORT, HOST (default 127.0.0.1), ADMIN (off disables /__admin), ADMIN_TOKEN,
 * VALIDATE_RESPONSES (false disables response validation), LOG_LEVEL.
 */
import { services } from "../generated/index";
import { createApp } from "./app";
import { createLogger } from "./http/logger";

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? "127.0.0.1";
  const logger = createLogger();
  const started = Date.now();
  const app = await createApp({
    logger,
    validateResponses: process.env.VALIDATE_RESPONSES !== "false",
    admin: { enabled: process.env.ADMIN !== "off", token: process.env.ADMIN_TOKEN || undefined },
  });
  const server = app.listen(port, host, () => {
    const origin = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
    const lines = [
      `gateway listening on ${origin} (ready in ${Date.now() - started} ms)`,
      ...services.map((s) => `  ${s.slug.padEnd(24)} ${origin}${s.basePath}  [reference]`),
      `  health                   ${origin}/healthz`,
      process.env.ADMIN === "off"
        ? "  admin                    off"
        : `  admin                    ${origin}/__admin`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
