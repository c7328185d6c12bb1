/** The two ways the billing API pages: v1 lists by `page`/`pageSize` with a `nextPage` URL, the events and notifications lists by `start`/`limit` with `next`. */

/** Zuora's v1 lists: 20 records a page by default, at most 40. */
export const DEFAULT_PAGE_SIZE = 20;

export interface V1Page<T> {
  items: T[];
  nextPage?: string;
}

/** `url` is the list's URL with the request's query; the next page's is the same with `page` advanced. */
export function v1Page<T>(
  all: T[],
  query: { page?: number; pageSize?: number },
  url: { base: string; query: Record<string, unknown> },
): V1Page<T> {
  const page = query.page ?? 1;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const items = all.slice((page - 1) * size, page * size);
  if (page * size >= all.length) return { items };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(url.query))
    if (v !== undefined && k !== "page" && k !== "pageSize") params.set(k, String(v));
  params.set("page", String(page + 1));
  params.set("pageSize", String(size));
  return { items, nextPage: `${url.base}?${params}` };
}

export interface StartLimitPage<T> {
  data: T[];
  next?: string;
}

/**
 * Zuora's start/limit paging of the events and notifications lists: `start` from 0, `limit` 10 by default.
 * `next` is the list's path and query for the next page.
 */
export function startLimitPage<T>(
  all: T[],
  query: { start?: number; limit?: number },
  path: string,
  keep: Record<string, unknown>,
): StartLimitPage<T> {
  const start = query.start ?? 0;
  const limit = query.limit ?? 10;
  const data = all.slice(start, start + limit);
  if (start + limit >= all.length) return { data };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(keep)) if (v !== undefined) params.set(k, String(v));
  params.set("start", String(start + limit));
  params.set("limit", String(limit));
  return { data, next: `${path}?${params}` };
}

/** The request's own list URL (absolute, under the base the caller reached) and query, for nextPage. */
export function listUrl(
  baseUrl: string,
  path: string,
  query: Record<string, unknown>,
): { base: string; query: Record<string, unknown> } {
  return { base: `${baseUrl}${path}`, query };
}
