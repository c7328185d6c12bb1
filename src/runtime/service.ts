/**
 * The contract between the transport (src/http) and a service's handlers (src/handlers/<slug>): a module
 * authenticates callers from transport-independent credentials and creates its handler table from the
 * shared dependencies. Nothing here touches Express.
 */

import type { ServiceHandlers, ServiceSlug } from "../../generated/index";
import type { Caller, HandlerContext } from "../../generated/runtime";
import type { Clock } from "./clock";
import type { PageTokens } from "./pagination";
import type { Schedule } from "./scheduler";
import type { SignedLinks } from "./signed-links";
import type { ServiceStore } from "./store";

/** A bearer token the gateway accepts, with the caller it stands for and that caller's permissions. */
export interface CallerConfig {
  token: string;
  id: string;
  /** Permission names (e.g. apikeys.keys.lookup); "*" grants all. */
  permissions: string[];
}

export interface GatewayConfig {
  /** Bearer tokens of the OAuth- and bearer-authenticated services. */
  callers: CallerConfig[];
}

export interface ServiceDeps {
  /** The service's own namespace of the store: its fixtures load through `store.seed`. */
  store: ServiceStore;
  clock: Clock;
  pageTokens: PageTokens;
  /** Signs links that work without credentials until they expire; one secret per gateway instance. */
  signedLinks: SignedLinks;
  config: GatewayConfig;
  /** The service's own due work, run by the gateway's clock (src/runtime/scheduler.ts). */
  schedule: Schedule;
}

/** What a request offers to authenticate with, independent of the HTTP library. */
export interface RequestCredentials {
  header(name: string): string | undefined;
  query: Readonly<Record<string, unknown>>;
}

/** An admin action: `POST /__admin/services/<slug>/<name>` with a JSON body; its result is the JSON answer. */
export type AdminAction = (body: unknown) => unknown;

/** A validated request as a handler receives it, seen generically. */
export interface OperationRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

/**
 * A built service. `C` is the context its handlers are given: the gateway's own, or the service's extension
 * of it with what several operations share (the tenant a header names, a version), which `context` works out
 * once per request before the handler runs; a refusal it throws is the request's answer.
 */
export interface ServiceInstance<S extends ServiceSlug, C extends HandlerContext = HandlerContext> {
  handlers: ServiceHandlers<C>[S];
  context?: (ctx: HandlerContext, request: OperationRequest, operationId: string) => C;
  admin?: Record<string, AdminAction>;
}

/**
 * A service. The registry holds every module as `ServiceModule<S>`: a handler table typed for a richer context
 * `C` stands in for one typed for HandlerContext because handler members are methods, and the router always
 * hands them the context `context` made.
 */
export interface ServiceModule<S extends ServiceSlug, C extends HandlerContext = HandlerContext> {
  /** Identifies the caller or throws ServiceError("unauthenticated"); undefined for services without auth. */
  authenticate(credentials: RequestCredentials, deps: ServiceDeps): Caller | undefined;
  /**
   * Builds the service on its share of the store, loading its fixtures through `deps.store.seed` (so only into
   * an empty namespace). Called again on every admin reset and snapshot import.
   */
  create(deps: ServiceDeps): ServiceInstance<S, C>;
  /**
   * Request headers that a fresh instance (its fixtures, DEFAULT_CALLERS) accepts as a caller with every
   * permission the service knows: what the bench authenticates with. Empty for a service without
   * authentication.
   */
  devCredentials(): Record<string, string>;
  /**
   * Headers that go out on every answer of the service to this request, errors and refusals included (a
   * tracing header that a provider echoes, for example). It must not throw.
   */
  responseHeaders?(credentials: RequestCredentials): Record<string, string>;
}

export const DEFAULT_CALLERS: CallerConfig[] = [{ token: "dev-token", id: "developer", permissions: ["*"] }];

/** The bearer token of DEFAULT_CALLERS, as devCredentials. */
export function devBearerCredentials(): Record<string, string> {
  return { authorization: `Bearer ${DEFAULT_CALLERS[0].token}` };
}

/** A handler seen generically: the generated interfaces make each member's types exact. */
export type AnyHandler = (req: unknown, ctx: HandlerContext) => unknown;

/**
 * The handler of `operationId` in a service's table, for callers that dispatch by name: the router, with the
 * request the generated validators produced for that very operation, and a service replaying a request it
 * accepted earlier for that operation. Either way the request is the type the generated interface declares.
 */
export function handlerOf(table: object, operationId: string): AnyHandler {
  return (table as Record<string, AnyHandler>)[operationId];
}
