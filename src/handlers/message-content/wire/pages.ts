/**
 * Twilio list pages on the wire: the paging parameters a list operation reads, and the `meta` block of its answer.
 */
import type { components } from "../../../../generated/message-content/types";
import type { PageOf, PageRequest } from "../state/paging";

/** The paging parameters every list operation of the Content API takes. */
export interface ListQuery {
  PageSize?: number;
  Page?: number;
  PageToken?: string;
}

export function pageRequest(query: ListQuery): PageRequest {
  return { pageSize: query.PageSize, pageToken: query.PageToken };
}

/**
 * The `meta` block of a Twilio list page. Its URLs are absolute and carry the gateway's base path, because
 * the twilio client follows next_page_url and previous_page_url exactly as given. `Page` is the client's own
 * count, echoed back.
 */
function pageMeta(
  base: string,
  path: string,
  query: ListQuery,
  result: PageOf<unknown>,
): components["schemas"]["PageMeta"] {
  const page = query.Page ?? 0;
  const url = (index: number, pageToken?: string) => {
    const q = new URLSearchParams({ PageSize: String(result.pageSize), Page: String(index) });
    if (pageToken) q.set("PageToken", pageToken);
    return `${base}${path}?${q}`;
  };
  return {
    page,
    page_size: result.pageSize,
    first_page_url: url(0),
    previous_page_url: result.previousToken ? url(Math.max(page - 1, 0), result.previousToken) : null,
    url: url(page, query.PageToken),
    next_page_url: result.nextToken ? url(page + 1, result.nextToken) : null,
    key: "contents",
  };
}

/** A list answer: the page's records as `toWire` writes each, under `contents`, and the page's `meta`. */
export function listBody<R, T>(
  base: string,
  path: string,
  query: ListQuery,
  page: PageOf<R>,
  toWire: (record: R) => T,
): { contents: T[]; meta: components["schemas"]["PageMeta"] } {
  return { contents: page.items.map(toWire), meta: pageMeta(base, path, query, page) };
}
