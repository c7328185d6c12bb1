/**
 * The request path of one proxied service: a lane at the service's base path (src/http/base-paths.ts), which
 * hands each request to an Exchange (exchange.ts) with its path under the base path. The validators, routes, response contract and error handler
 * are made once per service. A mounted spec in mock mode runs the same path with the mock
 * (src/any-spec/mock.ts) as its target instead of an upstream.
 */
import type { ServeAt } from "../base-paths";
import { dialectErrorHandler } from "../errors";
import { ServiceValidation } from "../request-validation";
import { Exchange } from "./exchange";
import type { ProxiedService, ProxyRouterOptions } from "./proxied-service";
import { ResponseContract } from "./response-check";

export type { ProxyRouterOptions, Target } from "./proxied-service";

/** The request path of one proxied service. */
export function proxyRouter(o: ProxyRouterOptions): ServeAt {
  const service: ProxiedService = {
    o,
    validation: o.routes ?? new ServiceValidation(o.operations, o.validation),
    contract: new ResponseContract(o.validation),
    onError: dialectErrorHandler(o.dialect, o.logger),
  };
  return (req, res, path, next) => new Exchange(service, req, res, next, path).start();
}
