// generated from specs/address-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpSearchAddresses = operations["searchAddresses"];
/** GET /addresses */
export interface SearchAddressesRequest {
  path: Record<string, never>;
  query: NonNullable<OpSearchAddresses["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type SearchAddressesReply =
  | { status: 200; body: OpSearchAddresses["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpAutocompleteAddresses = operations["autocompleteAddresses"];
/** GET /autocomplete/addresses */
export interface AutocompleteAddressesRequest {
  path: Record<string, never>;
  query: NonNullable<OpAutocompleteAddresses["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type AutocompleteAddressesReply =
  | { status: 200; body: OpAutocompleteAddresses["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpResolveAddressGbr = operations["resolveAddressGbr"];
/** GET /autocomplete/addresses/{address}/gbr */
export interface ResolveAddressGbrRequest {
  path: NonNullable<OpResolveAddressGbr["parameters"]["path"]>;
  query: NonNullable<OpResolveAddressGbr["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ResolveAddressGbrReply =
  | { status: 200; body: OpResolveAddressGbr["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpResolveAddressUsa = operations["resolveAddressUsa"];
/** GET /autocomplete/addresses/{address}/usa */
export interface ResolveAddressUsaRequest {
  path: NonNullable<OpResolveAddressUsa["parameters"]["path"]>;
  query: NonNullable<OpResolveAddressUsa["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ResolveAddressUsaReply =
  | { status: 200; body: OpResolveAddressUsa["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCleanseAddress = operations["cleanseAddress"];
/** POST /cleanse/addresses */
export interface CleanseAddressRequest {
  path: Record<string, never>;
  query: NonNullable<OpCleanseAddress["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpCleanseAddress["requestBody"]>["content"]["application/json"];
}
export type CleanseAddressReply =
  | { status: 200; body: OpCleanseAddress["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpValidateEmail = operations["validateEmail"];
/** GET /emails */
export interface ValidateEmailRequest {
  path: Record<string, never>;
  query: NonNullable<OpValidateEmail["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ValidateEmailReply =
  | { status: 200; body: OpValidateEmail["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpValidatePhoneNumber = operations["validatePhoneNumber"];
/** GET /phone_numbers */
export interface ValidatePhoneNumberRequest {
  path: Record<string, never>;
  query: NonNullable<OpValidatePhoneNumber["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ValidatePhoneNumberReply =
  | { status: 200; body: OpValidatePhoneNumber["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSearchPlaces = operations["searchPlaces"];
/** GET /places */
export interface SearchPlacesRequest {
  path: Record<string, never>;
  query: NonNullable<OpSearchPlaces["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type SearchPlacesReply =
  | { status: 200; body: OpSearchPlaces["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpResolvePlace = operations["resolvePlace"];
/** GET /places/{place} */
export interface ResolvePlaceRequest {
  path: NonNullable<OpResolvePlace["parameters"]["path"]>;
  query: NonNullable<OpResolvePlace["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ResolvePlaceReply =
  | { status: 200; body: OpResolvePlace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpLookupPostcode = operations["lookupPostcode"];
/** GET /postcodes/{postcode} */
export interface LookupPostcodeRequest {
  path: NonNullable<OpLookupPostcode["parameters"]["path"]>;
  query: NonNullable<OpLookupPostcode["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type LookupPostcodeReply =
  | { status: 200; body: OpLookupPostcode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpLookupUdprn = operations["lookupUdprn"];
/** GET /udprn/{udprn} */
export interface LookupUdprnRequest {
  path: NonNullable<OpLookupUdprn["parameters"]["path"]>;
  query: NonNullable<OpLookupUdprn["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type LookupUdprnReply =
  | { status: 200; body: OpLookupUdprn["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpLookupUmprn = operations["lookupUmprn"];
/** GET /umprn/{umprn} */
export interface LookupUmprnRequest {
  path: NonNullable<OpLookupUmprn["parameters"]["path"]>;
  query: NonNullable<OpLookupUmprn["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type LookupUmprnReply =
  | { status: 200; body: OpLookupUmprn["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetKeyAvailability = operations["getKeyAvailability"];
/** GET /keys/{key} */
export interface GetKeyAvailabilityRequest {
  path: NonNullable<OpGetKeyAvailability["parameters"]["path"]>;
  query: NonNullable<OpGetKeyAvailability["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetKeyAvailabilityReply =
  | { status: 200; body: OpGetKeyAvailability["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetKeyDetails = operations["getKeyDetails"];
/** GET /keys/{key}/details */
export interface GetKeyDetailsRequest {
  path: NonNullable<OpGetKeyDetails["parameters"]["path"]>;
  query: NonNullable<OpGetKeyDetails["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetKeyDetailsReply =
  | { status: 200; body: OpGetKeyDetails["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListConfigs = operations["listConfigs"];
/** GET /keys/{key}/configs */
export interface ListConfigsRequest {
  path: NonNullable<OpListConfigs["parameters"]["path"]>;
  query: NonNullable<OpListConfigs["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListConfigsReply =
  | { status: 200; body: OpListConfigs["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateConfig = operations["createConfig"];
/** POST /keys/{key}/configs */
export interface CreateConfigRequest {
  path: NonNullable<OpCreateConfig["parameters"]["path"]>;
  query: NonNullable<OpCreateConfig["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateConfig["requestBody"]>["content"]["application/json"];
}
export type CreateConfigReply =
  | { status: 200; body: OpCreateConfig["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetConfig = operations["getConfig"];
/** GET /keys/{key}/configs/{config} */
export interface GetConfigRequest {
  path: NonNullable<OpGetConfig["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetConfigReply =
  | { status: 200; body: OpGetConfig["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateConfig = operations["updateConfig"];
/** POST /keys/{key}/configs/{config} */
export interface UpdateConfigRequest {
  path: NonNullable<OpUpdateConfig["parameters"]["path"]>;
  query: NonNullable<OpUpdateConfig["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateConfig["requestBody"]>["content"]["application/json"];
}
export type UpdateConfigReply =
  | { status: 200; body: OpUpdateConfig["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteConfig = operations["deleteConfig"];
/** DELETE /keys/{key}/configs/{config} */
export interface DeleteConfigRequest {
  path: NonNullable<OpDeleteConfig["parameters"]["path"]>;
  query: NonNullable<OpDeleteConfig["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteConfigReply =
  | { status: 200; body: OpDeleteConfig["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListLicensees = operations["listLicensees"];
/** GET /keys/{key}/licensees */
export interface ListLicenseesRequest {
  path: NonNullable<OpListLicensees["parameters"]["path"]>;
  query: NonNullable<OpListLicensees["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListLicenseesReply =
  | { status: 200; body: OpListLicensees["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateLicensee = operations["createLicensee"];
/** POST /keys/{key}/licensees */
export interface CreateLicenseeRequest {
  path: NonNullable<OpCreateLicensee["parameters"]["path"]>;
  query: NonNullable<OpCreateLicensee["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateLicensee["requestBody"]>["content"]["application/json"];
}
export type CreateLicenseeReply =
  | { status: 200; body: OpCreateLicensee["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetLicensee = operations["getLicensee"];
/** GET /keys/{key}/licensees/{licensee} */
export interface GetLicenseeRequest {
  path: NonNullable<OpGetLicensee["parameters"]["path"]>;
  query: NonNullable<OpGetLicensee["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetLicenseeReply =
  | { status: 200; body: OpGetLicensee["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateLicensee = operations["updateLicensee"];
/** PUT /keys/{key}/licensees/{licensee} */
export interface UpdateLicenseeRequest {
  path: NonNullable<OpUpdateLicensee["parameters"]["path"]>;
  query: NonNullable<OpUpdateLicensee["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateLicensee["requestBody"]>["content"]["application/json"];
}
export type UpdateLicenseeReply =
  | { status: 200; body: OpUpdateLicensee["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCancelLicensee = operations["cancelLicensee"];
/** DELETE /keys/{key}/licensees/{licensee} */
export interface CancelLicenseeRequest {
  path: NonNullable<OpCancelLicensee["parameters"]["path"]>;
  query: NonNullable<OpCancelLicensee["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type CancelLicenseeReply =
  | { status: 200; body: OpCancelLicensee["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetKeyLookups = operations["getKeyLookups"];
/** GET /keys/{key}/lookups */
export interface GetKeyLookupsRequest {
  path: NonNullable<OpGetKeyLookups["parameters"]["path"]>;
  query: NonNullable<OpGetKeyLookups["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetKeyLookupsReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpGetKeyUsage = operations["getKeyUsage"];
/** GET /keys/{key}/usage */
export interface GetKeyUsageRequest {
  path: NonNullable<OpGetKeyUsage["parameters"]["path"]>;
  query: NonNullable<OpGetKeyUsage["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetKeyUsageReply =
  | { status: 200; body: OpGetKeyUsage["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/address-lookup.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface AddressLookupHandlers<C extends HandlerContext = HandlerContext> {
  searchAddresses(req: SearchAddressesRequest, ctx: C): SearchAddressesReply | Promise<SearchAddressesReply>;
  autocompleteAddresses(req: AutocompleteAddressesRequest, ctx: C): AutocompleteAddressesReply | Promise<AutocompleteAddressesReply>;
  resolveAddressGbr(req: ResolveAddressGbrRequest, ctx: C): ResolveAddressGbrReply | Promise<ResolveAddressGbrReply>;
  resolveAddressUsa(req: ResolveAddressUsaRequest, ctx: C): ResolveAddressUsaReply | Promise<ResolveAddressUsaReply>;
  cleanseAddress(req: CleanseAddressRequest, ctx: C): CleanseAddressReply | Promise<CleanseAddressReply>;
  validateEmail(req: ValidateEmailRequest, ctx: C): ValidateEmailReply | Promise<ValidateEmailReply>;
  validatePhoneNumber(req: ValidatePhoneNumberRequest, ctx: C): ValidatePhoneNumberReply | Promise<ValidatePhoneNumberReply>;
  searchPlaces(req: SearchPlacesRequest, ctx: C): SearchPlacesReply | Promise<SearchPlacesReply>;
  resolvePlace(req: ResolvePlaceRequest, ctx: C): ResolvePlaceReply | Promise<ResolvePlaceReply>;
  lookupPostcode(req: LookupPostcodeRequest, ctx: C): LookupPostcodeReply | Promise<LookupPostcodeReply>;
  lookupUdprn(req: LookupUdprnRequest, ctx: C): LookupUdprnReply | Promise<LookupUdprnReply>;
  lookupUmprn(req: LookupUmprnRequest, ctx: C): LookupUmprnReply | Promise<LookupUmprnReply>;
  getKeyAvailability(req: GetKeyAvailabilityRequest, ctx: C): GetKeyAvailabilityReply | Promise<GetKeyAvailabilityReply>;
  getKeyDetails(req: GetKeyDetailsRequest, ctx: C): GetKeyDetailsReply | Promise<GetKeyDetailsReply>;
  listConfigs(req: ListConfigsRequest, ctx: C): ListConfigsReply | Promise<ListConfigsReply>;
  createConfig(req: CreateConfigRequest, ctx: C): CreateConfigReply | Promise<CreateConfigReply>;
  getConfig(req: GetConfigRequest, ctx: C): GetConfigReply | Promise<GetConfigReply>;
  updateConfig(req: UpdateConfigRequest, ctx: C): UpdateConfigReply | Promise<UpdateConfigReply>;
  deleteConfig(req: DeleteConfigRequest, ctx: C): DeleteConfigReply | Promise<DeleteConfigReply>;
  listLicensees(req: ListLicenseesRequest, ctx: C): ListLicenseesReply | Promise<ListLicenseesReply>;
  createLicensee(req: CreateLicenseeRequest, ctx: C): CreateLicenseeReply | Promise<CreateLicenseeReply>;
  getLicensee(req: GetLicenseeRequest, ctx: C): GetLicenseeReply | Promise<GetLicenseeReply>;
  updateLicensee(req: UpdateLicenseeRequest, ctx: C): UpdateLicenseeReply | Promise<UpdateLicenseeReply>;
  cancelLicensee(req: CancelLicenseeRequest, ctx: C): CancelLicenseeReply | Promise<CancelLicenseeReply>;
  getKeyLookups(req: GetKeyLookupsRequest, ctx: C): GetKeyLookupsReply | Promise<GetKeyLookupsReply>;
  getKeyUsage(req: GetKeyUsageRequest, ctx: C): GetKeyUsageReply | Promise<GetKeyUsageReply>;
}
