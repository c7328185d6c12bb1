/**
 * Paging as the Twilio Content API documents it: `PageSize` (default 50, maximum 1000 — the spec rejects more),
 * `Page` as client state only, and a `PageToken` the service issues. Tokens point forwards ("after this
 * record") or backwards ("before this record") by the record's sort key, so a page stays correct when
 * records around it are created or deleted between calls, and Twilio's previous_page_url can be served.
 * The runtime's listPage pages forwards only, in insertion order; this pages both ways in creation-date order,
 * and signs its cursors with the same PageTokens.
 */
import type { PageTokens } from "../../../runtime/pagination";

export const DEFAULT_PAGE_SIZE = 50;
/**
 * The Twilio Content API's maximum. The spec bounds PageSize to 1-1000; the domain clamps it as well, so that no page
 * outgrows it (or goes negative) whatever number reaches it.
 */
export const MAX_PAGE_SIZE = 1000;

export interface PageRequest {
  pageSize?: number;
  pageToken?: string;
}

export interface PageOf<T> {
  items: T[];
  pageSize: number;
  nextToken?: string;
  previousToken?: string;
}

/**
 * One page of `sorted` (ascending by `keyOf`, keys unique). `scope` names the listing and its owner, so a
 * token issued for one account's list is rejected on another's.
 */
export function pageOf<T>(
  sorted: readonly T[],
  keyOf: (item: T) => string,
  scope: string,
  request: PageRequest,
  tokens: PageTokens,
): PageOf<T> {
  const pageSize = Math.min(Math.max(Math.trunc(request.pageSize || DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const cursor = tokens.read(scope, request.pageToken, "PageToken");
  let start = 0;
  let end = Math.min(pageSize, sorted.length);
  if (cursor !== undefined) {
    const key = cursor.slice(2);
    // The first record at or past the cursor's key: where a backward page ends, or a forward page starts
    // (skipping the cursor's own record when it still exists).
    let at = sorted.findIndex((item) => keyOf(item) >= key);
    if (at < 0) at = sorted.length;
    if (cursor.startsWith("a:")) {
      start = at < sorted.length && keyOf(sorted[at]) === key ? at + 1 : at;
      end = Math.min(start + pageSize, sorted.length);
    } else {
      end = at;
      start = Math.max(0, end - pageSize);
    }
  }
  const items = sorted.slice(start, end);
  const page: PageOf<T> = { items, pageSize };
  if (items.length > 0 && end < sorted.length) {
    page.nextToken = tokens.issue(scope, `a:${keyOf(items[items.length - 1])}`);
  }
  if (items.length > 0 && start > 0) page.previousToken = tokens.issue(scope, `b:${keyOf(items[0])}`);
  return page;
}
