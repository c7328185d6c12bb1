/**
 * Media types as Content-Type and Accept carry them (RFC 9110 section 8.3.1): `type/subtype` in any case,
 * then `; name=value` parameters. The one reading of them for validation, the admin API, proxying, mounted
 * specs and the services that take several body formats.
 */

/** The media type without its parameters, in lower case: `Application/JSON; charset=UTF-8` → `application/json`. */
export function bareMediaType(contentType: string): string {
  const semicolon = contentType.indexOf(";");
  return (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

/** JSON: `application/json` or a type with the `+json` structured syntax suffix (RFC 6839). */
export function isJsonMediaType(contentType: string): boolean {
  const bare = bareMediaType(contentType);
  return bare === "application/json" || bare.endsWith("+json");
}

/** Whether the media range `range` (`*\/*`, `type/*` or a full type) covers the bare media type `type`. */
export function rangeCovers(range: string, type: string): boolean {
  const r = bareMediaType(range);
  return r === "*/*" || r === type || (r.endsWith("/*") && type.startsWith(r.slice(0, -1)));
}

/** Media type in lower case, then its parameters sorted by name, without `boundary`; charset in lower case. */
export function normalizeMediaType(contentType: string): string {
  if (!contentType.includes(";")) return contentType.trim().toLowerCase();
  const [type, ...rest] = contentType.split(";");
  const params = rest
    .map((p) => p.trim())
    .filter((p) => p.includes("="))
    .map((p) => {
      const i = p.indexOf("=");
      const key = p.slice(0, i).trim().toLowerCase();
      const value = p.slice(i + 1);
      return [key, key === "charset" ? value.toLowerCase() : value] as const;
    })
    .filter(([key]) => key !== "boundary")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return type.trim().toLowerCase() + params.map(([k, v]) => `; ${k}=${v}`).join("");
}
