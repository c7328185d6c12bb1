/** AppConfig's paging (`MaxResults`, `NextToken`) over the store's signed page tokens. */
import { listPage as runtimeListPage } from "../../../runtime/listing";
import type { Collection, InScope } from "../../../runtime/store";
import type { Deps } from "./database";

/** AppConfig returns at most 50 items per page, and 50 when no size is given. */
export const MAX_PAGE_SIZE = 50;

export interface PageRequest {
  maxResults?: number;
  nextToken?: string;
}

export interface PageResult<T> {
  items: T[];
  nextToken?: string;
}

/** One page of `collection`, or of one scope of it with `in`, in AppConfig's paging terms. */
export function listPage<T>(
  deps: Deps,
  collection: Collection<T>,
  scope: string,
  request: PageRequest,
  options: { in?: InScope; where?: (value: T) => boolean; reverse?: boolean } = {},
): PageResult<T> {
  const page = runtimeListPage(
    deps.pageTokens,
    collection,
    scope,
    { pageSize: request.maxResults, pageToken: request.nextToken },
    { ...options, maxPageSize: MAX_PAGE_SIZE, tokenParameter: "NextToken" },
  );
  return { items: page.items, nextToken: page.nextPageToken };
}
