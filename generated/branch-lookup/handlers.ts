// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpListBranches = operations["listBranches"];
/** GET /open-banking/v2.2/branches */
export interface ListBranchesRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListBranchesReply =
  | { status: 200; body: OpListBranches["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListBranchesByCountry = operations["listBranchesByCountry"];
/** GET /x-open-banking/v2.2/branches/country/{country} */
export interface ListBranchesByCountryRequest {
  path: NonNullable<OpListBranchesByCountry["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListBranchesByCountryReply =
  | { status: 200; body: OpListBranchesByCountry["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListBranchesByTown = operations["listBranchesByTown"];
/** GET /x-open-banking/v2.2/branches/country/{country}/town/{town} */
export interface ListBranchesByTownRequest {
  path: NonNullable<OpListBranchesByTown["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListBranchesByTownReply =
  | { status: 200; body: OpListBranchesByTown["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListBranchesByGeoLocation = operations["listBranchesByGeoLocation"];
/** GET /x-open-banking/v2.2/branches/geo-location/lat/{latitude}/long/{longitude} */
export interface ListBranchesByGeoLocationRequest {
  path: NonNullable<OpListBranchesByGeoLocation["parameters"]["path"]>;
  query: NonNullable<OpListBranchesByGeoLocation["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListBranchesByGeoLocationReply =
  | { status: 200; body: OpListBranchesByGeoLocation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListBranchesByPostcode = operations["listBranchesByPostcode"];
/** GET /x-open-banking/v2.2/branches/postcode/{postcode} */
export interface ListBranchesByPostcodeRequest {
  path: NonNullable<OpListBranchesByPostcode["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListBranchesByPostcodeReply =
  | { status: 200; body: OpListBranchesByPostcode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetBranchBySortCode = operations["getBranchBySortCode"];
/** GET /x-open-banking/v2.2/branches/sortcode/{sortcode} */
export interface GetBranchBySortCodeRequest {
  path: NonNullable<OpGetBranchBySortCode["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetBranchBySortCodeReply =
  | { status: 200; body: OpGetBranchBySortCode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/branch-lookup.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface BranchLookupHandlers<C extends HandlerContext = HandlerContext> {
  listBranches(req: ListBranchesRequest, ctx: C): ListBranchesReply | Promise<ListBranchesReply>;
  listBranchesByCountry(req: ListBranchesByCountryRequest, ctx: C): ListBranchesByCountryReply | Promise<ListBranchesByCountryReply>;
  listBranchesByTown(req: ListBranchesByTownRequest, ctx: C): ListBranchesByTownReply | Promise<ListBranchesByTownReply>;
  listBranchesByGeoLocation(req: ListBranchesByGeoLocationRequest, ctx: C): ListBranchesByGeoLocationReply | Promise<ListBranchesByGeoLocationReply>;
  listBranchesByPostcode(req: ListBranchesByPostcodeRequest, ctx: C): ListBranchesByPostcodeReply | Promise<ListBranchesByPostcodeReply>;
  getBranchBySortCode(req: GetBranchBySortCodeRequest, ctx: C): GetBranchBySortCodeReply | Promise<GetBranchBySortCodeReply>;
}
