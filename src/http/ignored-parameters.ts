/**
 * Query parameters a reference service ignored because its operation does not declare them (as the provider
 * it mirrors does): each is logged at debug level with its name, and counted per service in
 * `gateway_ignored_parameters_total` on GET /metrics, so that a client author can still find a misspelt
 * parameter that the provider would silently ignore too.
 */

import type { Logger } from "./logger";
import { Counter, type Registry } from "./prom-client-parts";

export class IgnoredParameters {
  private readonly counter: Counter<"service">;

  constructor(
    registry: Registry,
    private readonly logger: Logger,
  ) {
    this.counter = new Counter({
      name: "gateway_ignored_parameters_total",
      help: "Query parameters that reference services ignored because their operation does not declare them.",
      labelNames: ["service"] as const,
      registers: [registry],
    });
  }

  record(at: { service: string; operationId: string; requestId: string }, names: readonly string[]): void {
    if (names.length === 0) return;
    this.counter.inc({ service: at.service }, names.length);
    this.logger.debug(
      { ...at, parameters: names },
      "query parameters the operation does not declare were ignored",
    );
  }
}
