/** Which registered services (generated/index.ts) an app serves: the one list the app, its errors and the server's banner share. */
import { services } from "../../generated/index";

export type MountedService = (typeof services)[number];

/** The services `only` names (each must be registered), or every registered one. */
export function mountedServices(only?: readonly string[]): readonly MountedService[] {
  if (!only) return services;
  const unknown = only.filter((slug) => !services.some((s) => s.slug === slug));
  if (unknown.length > 0) throw new Error(`SERVICES names unknown services: ${unknown.join(", ")}`);
  return services.filter((s) => only.includes(s.slug));
}
