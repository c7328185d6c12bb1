/**
 * One page of a store collection behind a signed page token: what every paged list operation of every
 * service does. `scope` names the listing and every parameter that shapes it, so a token resumes only its
 * own listing (a token replayed with other filters is an invalid argument, src/runtime/pagination.ts).
 */
import type { PageTokens } from "./pagination";
import type { Collection, InScope } from "./store";

export interface PageRequest {
  /** Requested page size; absent or 0 means the default, larger values are capped at `maxPageSize`. */
  pageSize?: number;
  /** The token a previous page returned; absent or "" starts at the beginning. */
  pageToken?: string;
}

export interface PageOptions<T> {
  /** The largest page the provider returns. */
  maxPageSize: number;
  /** The size when none is asked for; `maxPageSize` unless the provider documents a smaller one. */
  defaultPageSize?: number;
  /** The token parameter's name as the provider spells it, for the error a bad token gets. */
  tokenParameter: string;
  /** Only the records of this scope of one of the collection's indexes: the page walks that scope alone. */
  in?: InScope;
  where?: (value: T) => boolean;
  /** Newest first instead of insertion order. */
  reverse?: boolean;
}

export interface PageResult<T> {
  items: T[];
  /** Present when more records remain. */
  nextPageToken?: string;
}

export function listPage<T>(
  pageTokens: PageTokens,
  collection: Collection<T>,
  scope: string,
  request: PageRequest,
  options: PageOptions<T>,
): PageResult<T> {
  const after = pageTokens.read(scope, request.pageToken, options.tokenParameter);
  const page = collection.list({
    in: options.in,
    where: options.where,
    reverse: options.reverse,
    after,
    limit: Math.min(
      request.pageSize || (options.defaultPageSize ?? options.maxPageSize),
      options.maxPageSize,
    ),
  });
  return {
    items: page.items,
    nextPageToken: page.cursor === undefined ? undefined : pageTokens.issue(scope, page.cursor),
  };
}
