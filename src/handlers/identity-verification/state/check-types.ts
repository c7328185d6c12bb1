/**
 * The check-type rules of FrankieOne's verification API. Path form (`/verify/{checkType}/{resultLevel}`): every type must be
 * known; no KYC type for an organisation; `manual` never with another KYC type; `profile` never with
 * anything; the list is reordered entity check → ID check → PEP check. Query form (business operations):
 * `full` is `two_plus,id,pep_media` (`pep_media` for an organisation), `default` is `two_plus,id` (`pep` for
 * an organisation), and an absent type means the account's configured type for the entity category. Each
 * refusal carries its own error code.
 */
import { refuse } from "./errors";
import type { CustomerConfig } from "./tenancy";

export type EntityType = "INDIVIDUAL" | "ORGANISATION";
export type ResultLevel = "simple" | "summary" | "full";

const PATH_TYPES = new Set([
  "profile",
  "one_plus",
  "two_plus",
  "id",
  "visa",
  "idvalidate",
  "manual",
  "fraudlist",
  "fraudcheck",
  "pep",
  "pep_media",
]);
const QUERY_TYPES = new Set([
  "one_plus",
  "two_plus",
  "id",
  "fraudlist",
  "fraudid",
  "pep",
  "pep_media",
  "full",
  "default",
  "profile",
]);
/** Name, address and date of birth checks: the "KYC" types of FrankieOne's rules. */
const KYC = new Set(["one_plus", "two_plus", "manual"]);
const ID = new Set(["id", "visa", "idvalidate"]);
const PEP = new Set(["pep", "pep_media"]);
const INDIVIDUAL_ONLY = new Set([...KYC, ...ID]);

/** Entity checks first, then ID checks, then PEP checks (FrankieOne: "order matters"). */
function rank(type: string): number {
  if (PEP.has(type)) return 2;
  if (ID.has(type)) return 1;
  return 0;
}

function split(raw: string, field: string): string[] {
  const types = raw.split(",").map((t) => t.trim().toLowerCase());
  if (types.some((t) => t === "")) throw refuse("CHK-0001", field, "checkType has an empty entry");
  return types;
}

/** FrankieOne rule order: known, suits the entity, `profile` alone, `manual` without other KYC; then reordered. */
function settle(types: string[], entityType: EntityType, account: CustomerConfig, field: string): string[] {
  const custom = account.customCheckTypes;
  const expanded = types.flatMap((t) => custom[t] ?? [t]);
  if (types.includes("profile") && types.length > 1)
    throw refuse("CHK-0004", field, "checkType profile cannot be combined with any other check type");
  if (types.includes("manual") && expanded.some((t) => KYC.has(t) && t !== "manual"))
    throw refuse("CHK-0003", field, "checkType manual cannot be combined with another KYC check type");
  if (entityType === "ORGANISATION") {
    const unsuitable = expanded.find((t) => INDIVIDUAL_ONLY.has(t));
    if (unsuitable)
      throw refuse("CHK-0002", field, `checkType ${unsuitable} cannot be run on an organisation`);
  }
  return [...new Set(expanded)].sort((a, b) => rank(a) - rank(b));
}

/** The path form's list, checked and reordered. */
export function pathCheckTypes(raw: string, entityType: EntityType, account: CustomerConfig): string[] {
  const types = split(raw, "checkType");
  const unknown = types.find((t) => !PATH_TYPES.has(t) && !account.customCheckTypes[t]);
  if (unknown) throw refuse("CHK-0001", "checkType", `unknown checkType ${unknown}`);
  return settle(types, entityType, account, "checkType");
}

/** The query form's list (business operations), with `full` and `default` expanded for the entity type. */
export function queryCheckTypes(
  raw: string | undefined,
  entityType: EntityType,
  account: CustomerConfig,
): string[] {
  const configured =
    entityType === "ORGANISATION"
      ? account.defaultCheckTypes.organisation
      : account.defaultCheckTypes.individual;
  const types = split(raw ?? configured, "checkType");
  const unknown = types.find((t) => !QUERY_TYPES.has(t) && !account.customCheckTypes[t]);
  if (unknown) throw refuse("CHK-0001", "checkType", `unknown checkType ${unknown}`);
  const org = entityType === "ORGANISATION";
  const expanded = types.flatMap((t) => {
    if (t === "full") return org ? ["pep_media"] : ["two_plus", "id", "pep_media"];
    if (t === "default") return org ? ["pep"] : ["two_plus", "id"];
    if (t === "fraudid") return ["fraudlist"];
    return [t];
  });
  if (types.includes("profile") && types.length > 1)
    throw refuse("CHK-0004", "checkType", "checkType profile cannot be combined with any other check type");
  return settle(expanded, entityType, account, "checkType");
}

/**
 * The level a check answers at: `simple` only with `profile`; `full` where the account is configured for full
 * responses, and otherwise the summary level, as FrankieOne documents ("If you're not configured for full
 * responses, we'll only return summary level data regardless").
 */
export function effectiveResultLevel(
  level: ResultLevel,
  types: string[],
  account: CustomerConfig,
): ResultLevel {
  if (level === "simple" && !(types.length === 1 && types[0] === "profile"))
    throw refuse("CHK-0005", "resultLevel", "resultLevel simple can only be used with checkType profile");
  return level === "full" && !account.allowFullResultLevel ? "summary" : level;
}

/** PEP checks run only after KYC or ID checks, or when requested alone. */
export function pepRuns(types: string[]): boolean {
  return types.every((t) => PEP.has(t)) || types.some((t) => KYC.has(t) || ID.has(t));
}

export const isPep = (t: string) => PEP.has(t);
