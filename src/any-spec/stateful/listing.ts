/**
 * A stateful list's answer: the records of its scope held to by the named caller where a relation's filter
 * asks (relations.ts), filtered by the other declared parameters, sorted (order.ts), paged (paging.ts), each
 * as the caller sees it; in a bare array or the envelope its schema declares, with an RFC 8288 `Link` header
 * where the response declares one.
 */
import { deref, isObj, type Obj } from "../../compiler/openapi-document";
import { generateFromSchema, type MockAnswer } from "../mock";
import { ordered, sortingOf } from "./order";
import {
  fillPaging,
  filtersOf,
  linkHeader,
  type PageRef,
  pageOf,
  pageUrl,
  pagingOf,
  queryParameters,
} from "./paging";
import type { Relations } from "./relations";
import type { StatefulOperation } from "./resources";
import { listShapeOf, successCode } from "./schema";

export interface ListContext {
  doc: Obj;
  /** The path item of the list operation (its parameters count too). */
  pathItem: Obj;
  relations: Relations;
  /** The operation's success with the value made from its schema, made to pass its check. */
  reply(value: (schema: Obj) => unknown): MockAnswer;
}

/** The name of the `Link` header the operation's success response declares, if it declares one. */
function declaredLink(doc: Obj, op: Obj): string | undefined {
  const code = successCode(op);
  if (code === undefined || !isObj(op.responses)) return undefined;
  const headers = deref(doc, op.responses[code]).headers;
  return isObj(headers) ? Object.keys(headers).find((h) => h.toLowerCase() === "link") : undefined;
}

/** The list `st` of `records` (its scope's, in the order they were made) for the request at `here`. */
export function listAnswer(
  ctx: ListContext,
  st: StatefulOperation,
  records: readonly Obj[],
  here: URL,
  caller: string | undefined,
): MockAnswer {
  const { doc } = ctx;
  const r = st.resource;
  const held = ctx.relations.filters(r, here.searchParams);
  const params = queryParameters(doc, ctx.pathItem, st.op).filter(
    (p) => !held.params.includes(String(p.name)),
  );
  const paging = pagingOf(params);
  const sorting = sortingOf(doc, params, r.record, r.order);
  const sortParams = [sorting.field, sorting.direction];
  const filters = filtersOf(
    doc,
    params.filter((p) => !sortParams.includes(p)),
    paging,
    r.record,
  );
  const kept = records.filter((record) => !held.keep || held.keep(record));
  const result = pageOf(
    ordered(doc, kept, here.searchParams, sorting, r.record).map((record) =>
      ctx.relations.present(r, record, caller),
    ),
    here.searchParams,
    paging,
    filters,
  );
  const url = (to: PageRef | undefined) => pageUrl(here, paging, result, to);
  const answer = ctx.reply((schema) => {
    const shape = listShapeOf(doc, schema);
    if (!shape?.itemsProperty) return result.items;
    const made = generateFromSchema(doc, schema, Math.random);
    const envelope: Obj = { ...(isObj(made) ? made : {}), [shape.itemsProperty]: result.items };
    fillPaging(doc, envelope, schema, shape.itemsProperty, result, url);
    return envelope;
  });
  const name = declaredLink(doc, st.op);
  const link = linkHeader(result, url);
  return name === undefined || link === undefined
    ? answer
    : { ...answer, headers: { ...answer.headers, [name]: link } };
}
