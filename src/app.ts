/**
 * createApp(options): the whole gateway as an Express app that never listens, composed of mounts
 * (src/mounts/, listed in src/compose-app.ts): each capability mounts itself on one shared context and
 * registers what the operator endpoints need of it. All state comes in through `options`, so each test builds a
 * fresh, independent app.
 */
import type { Express } from "express";
import { type AppOptions, composeApp } from "./compose-app";
import { referenceServices } from "./mounts/reference-services";

export type { AppOptions } from "./compose-app";
export { listen } from "./mounts/fallbacks";

export async function createApp(options: AppOptions = {}): Promise<Express> {
  return composeApp(options, referenceServices(options));
}
