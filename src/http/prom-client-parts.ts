/**
 * prom-client's metric classes, each from its own module: the package's index also loads its default metrics
 * (the process's CPU, heap, event loop lag collectors and the modules they need), which the gateway never
 * collects, and a mounted document's start would pay for loading them.
 */
import type * as prom from "prom-client";

export const Counter = require("prom-client/lib/counter") as typeof prom.Counter;
export type Counter<T extends string> = prom.Counter<T>;
export const Histogram = require("prom-client/lib/histogram") as typeof prom.Histogram;
export type Histogram<T extends string> = prom.Histogram<T>;
export const Registry = require("prom-client/lib/registry") as typeof prom.Registry;
export type Registry = prom.Registry;
