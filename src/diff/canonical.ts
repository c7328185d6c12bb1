/** JSON with object keys sorted, so that the same value always has the same text (and hash). */
export function canonicalJson(value: unknown): string {
  const seen = new Set<unknown>();
  const sorted = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v;
    // A recursive value refers to itself: the repeat is named, not followed.
    if (seen.has(v)) return "[Circular]";
    seen.add(v);
    const out = Array.isArray(v)
      ? v.map(sorted)
      : Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        );
    seen.delete(v);
    return out;
  };
  return JSON.stringify(sorted(value)) ?? "(none)";
}
