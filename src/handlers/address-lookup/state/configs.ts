/**
 * Key configs: named payloads an integration reads to configure itself remotely (Ideal Postcodes'
 * Config resource). Names are unique within a key; the payload is an opaque string of at most 4 KB.
 */
import type { components } from "../../../../generated/address-lookup/types";
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import type { Collection, ServiceStore } from "../../../runtime/store";

export type Config = components["schemas"]["Config"];
export type ConfigFixture = Config & { key: string };

/** A ceiling on configs per key, so that memory stays bounded. */
export const MAX_CONFIGS_PER_KEY = 100;

export class Configs {
  private readonly configs: Collection<ConfigFixture>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
  ) {
    this.configs = store.collection("configs");
  }

  load(rows: ConfigFixture[]): void {
    for (const r of rows) this.configs.put(`${r.key}/${r.name}`, r);
  }

  list(key: string): Config[] {
    return this.configs.all((c) => c.key === key).map(strip);
  }

  get(key: string, name: string): Config {
    const found = this.configs.get(`${key}/${name}`);
    if (!found) throw new ServiceError("not_found", `Config ${name} not found`);
    return strip(found);
  }

  create(key: string, name: string, payload: string): Config {
    if (this.configs.has(`${key}/${name}`)) {
      throw new ServiceError("already_exists", `Config ${name} already exists on this key`);
    }
    if (this.list(key).length >= MAX_CONFIGS_PER_KEY) {
      throw new ServiceError("failed_precondition", `A key has at most ${MAX_CONFIGS_PER_KEY} configs`);
    }
    const now = this.clock.now().toISOString();
    const config = { key, name, payload, createdAt: now, updatedAt: now };
    this.configs.put(`${key}/${name}`, config);
    return strip(config);
  }

  update(key: string, name: string, payload: string): Config {
    const current = this.get(key, name);
    const next = { ...current, key, payload, updatedAt: this.clock.now().toISOString() };
    this.configs.put(`${key}/${name}`, next);
    return strip(next);
  }

  delete(key: string, name: string): Config {
    const current = this.get(key, name);
    this.configs.delete(`${key}/${name}`);
    return current;
  }
}

function strip(c: ConfigFixture | Config): Config {
  return { name: c.name, payload: c.payload, createdAt: c.createdAt, updatedAt: c.updatedAt };
}
