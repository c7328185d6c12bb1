/** Each service's state as counts, served as `GET /__admin/records`: what a reset or a snapshot import changes. */
import { namespaceOf } from "../../runtime/store";

export interface ServiceRecords {
  service: string;
  records: number;
  /** Collections that hold records, with how many each. */
  collections: { name: string; records: number }[];
}

/**
 * `sizes` (Store.sizes(), keyed `namespace/name`) per service: every one of `services` in their order, empty
 * ones included, then any other namespace that holds records.
 */
export function recordsByService(
  sizes: Readonly<Record<string, number>>,
  services: readonly string[],
): ServiceRecords[] {
  const byService = new Map<string, ServiceRecords>(
    services.map((service) => [service, { service, records: 0, collections: [] }]),
  );
  for (const [key, records] of Object.entries(sizes)) {
    const service = namespaceOf(key);
    let row = byService.get(service);
    if (!row) {
      row = { service, records: 0, collections: [] };
      byService.set(service, row);
    }
    row.records += records;
    row.collections.push({ name: key.slice(service.length + 1), records });
  }
  return [...byService.values()];
}
