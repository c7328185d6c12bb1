/**
 * Address cleansing: the delivery point that best matches a messy free-text address, and how good the match
 * is. Words are compared as in search, and also with one typing mistake in words of five letters or more
 * ("londn" is London). Numbers must match exactly: 10 Downing Street is not 12 Downing Street.
 */
import type { components } from "../../../../generated/address-lookup/types";
import type { UkAddress, UkEntry } from "./address-book";
import { compactPostcode, expand, postcodeInText, withinEdits, words } from "./text";

export type CleanseResult = components["schemas"]["CleanseResult"];
type MatchedField = CleanseResult["matched_fields"][number];

export interface CleanseInput {
  query: string;
  postcode?: string;
  post_town?: string;
  county?: string;
}

/** Below this share of matched words there is no match; at or above HIGH it is safe to use unreviewed. */
const PARTIAL = 0.5;
const HIGH = 0.8;

function wordMatches(q: string, target: string[]): boolean {
  const forms = [q, expand(q)];
  if (forms.some((f) => target.includes(f))) return true;
  if (/^[0-9]/.test(q)) return false;
  return forms.some((f) =>
    target.some((w) => (f.length >= 3 && w.startsWith(f)) || (f.length >= 5 && withinEdits(f, w, 1))),
  );
}

function fieldWords(a: UkAddress, field: MatchedField): string[] {
  switch (field) {
    case "premise":
      return words(a.building_number || a.building_name);
    case "postcode":
      return [compactPostcode(a.postcode)];
    case "county":
      return words(a.postal_county || a.traditional_county);
    default:
      return words(a[field]);
  }
}

const FIELDS: MatchedField[] = [
  "premise",
  "thoroughfare",
  "post_town",
  "postcode",
  "organisation_name",
  "dependant_locality",
  "county",
];

/** The result on the wire, and the matched address for the caller's own bookkeeping. */
export function cleanse(
  entries: UkEntry[],
  input: CleanseInput,
): { result: CleanseResult; address?: UkAddress } {
  const text = [input.query, input.post_town, input.county].filter(Boolean).join(" ");
  const givenPostcode = input.postcode ? compactPostcode(input.postcode) : undefined;
  const textPostcode = postcodeInText(input.query);
  const postcode = givenPostcode ?? (textPostcode ? compactPostcode(textPostcode) : undefined);
  // The postcode's own words are judged by the postcode check, not as address words.
  const postcodeWords = textPostcode ? words(textPostcode).concat(compactPostcode(textPostcode)) : [];
  const query = words(text).filter((w) => !postcodeWords.includes(w));
  // Each query word is compared with each distinct word of the data once, not once per address.
  const vocabulary = new Set(entries.flatMap((e) => e.words));
  const forms = query.map((q) => new Set([...vocabulary].filter((w) => wordMatches(q, [w]))));
  let best: { address: UkAddress; confidence: number } | undefined;
  for (const entry of entries) {
    const a = entry.address;
    if (a.dataset !== "paf") continue;
    const matched = forms.filter((f) => entry.words.some((w) => f.has(w))).length;
    const numbersAgree = query.filter((q) => /^[0-9]/.test(q)).every((q) => entry.words.includes(q));
    if (!numbersAgree) continue;
    let confidence = query.length === 0 ? 0 : matched / query.length;
    if (postcode !== undefined) {
      if (compactPostcode(a.postcode) === postcode) confidence = query.length === 0 ? 0.5 : confidence;
      else confidence *= 0.6;
    }
    if (!best || confidence > best.confidence) best = { address: a, confidence };
  }
  if (!best || best.confidence < PARTIAL) {
    return {
      result: {
        query: input.query,
        match: null,
        confidence: best ? round(best.confidence) : 0,
        match_level: "none",
        matched_fields: [],
      },
    };
  }
  const a = best.address;
  const all = words([input.query, input.post_town, input.county, input.postcode].filter(Boolean).join(" "));
  const matchedFields = FIELDS.filter((f) => {
    const target = fieldWords(a, f);
    if (target.length === 0 || target.every((w) => w === "")) return false;
    if (f === "postcode") return postcode === target[0];
    return target.every((w) => all.some((q) => wordMatches(q, [w])));
  });
  const exact = best.confidence === 1 && matchedFields.includes("postcode");
  return {
    result: {
      query: input.query,
      match: a,
      confidence: round(best.confidence),
      match_level: exact ? "exact" : best.confidence >= HIGH ? "high" : "partial",
      matched_fields: matchedFields,
    },
    address: a,
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
