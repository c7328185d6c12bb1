/** Optional members left out rather than written as undefined, in stored records and wire bodies alike. */

/** Drops undefined members, so optional fields are absent rather than null on the wire and in the store. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
