/**
 * Address cleansing (Ideal Postcodes' `/cleanse/addresses`): the delivery point that best matches a messy
 * free-text address, and how good the match is. The input is read as an address matcher reads it: a postcode
 * (full, or an outward code), a flat ("Flat B", "Apartment 3"), house numbers, and words; each candidate
 * address is then scored on the parts of an address that identify it:
 *
 * | part | weight | agrees when |
 * |---|---|---|
 * | postcode | 0.35 | the full postcode is the same (its outward code alone: 0.15) |
 * | premise | 0.30 | the house number, or the building or organisation name, and the flat if one is named |
 * | thoroughfare | 0.20 | the street's distinctive words are all there (a share of it for some of them) |
 * | locality | 0.15 | the post town or the dependant locality is there |
 *
 * Numbers must agree (10 Downing Street is not 12 Downing Street), and so must a named flat. Every input word
 * found nowhere in the candidate costs 0.08, a postcode of another district 0.2, a street named in the input
 * ("Nowhere Lane") that is not the candidate's 0.15. Words are compared after
 * expanding street-type abbreviations, and with one typing mistake in words of five letters or more ("londn"
 * is London). The score is the confidence, so its order is the order of match quality; only the complete
 * agreement of all four parts is `exact`.
 */
import type { UkEntry } from "./address-book";
import type { UkAddress } from "./delivery-points";
import { compactPostcode, expand, postcodeInText, withinEdits, words } from "./text";

/** The parts of an address a match agreed on. */
type MatchedField =
  | "premise"
  | "thoroughfare"
  | "post_town"
  | "postcode"
  | "organisation_name"
  | "dependant_locality"
  | "county";

/** The best match for a free-text address and how good it is: no match below a partial one. */
export interface CleanseResult {
  query: string;
  match: UkAddress | null;
  confidence: number;
  match_level: "exact" | "high" | "partial" | "none";
  matched_fields: MatchedField[];
}

export interface CleanseInput {
  query: string;
  postcode?: string;
  post_town?: string;
  county?: string;
}

const WEIGHT = { postcode: 0.35, outward: 0.15, premise: 0.3, thoroughfare: 0.2, locality: 0.15 };
const UNEXPLAINED_WORD = 0.08;
const OTHER_DISTRICT = 0.2;
const OTHER_STREET = 0.15;
/** At or above HIGH a match is safe to use unreviewed; from PARTIAL to HIGH the user should confirm it. */
const HIGH = 0.65;
const PARTIAL = 0.4;

/** The words that name a street's type rather than the street: they alone never identify one. */
const STREET_TYPES = new Set(
  "STREET ROAD AVENUE LANE PLACE CLOSE COURT TERRACE GROVE GREEN SQUARE CRESCENT DRIVE WALK ROW MEWS WYND WAY".split(
    " ",
  ),
);
/** Words that carry nothing for matching: articles and the country. */
const NOISE = new Set("THE OF AND UK GB UNITED KINGDOM ENGLAND SCOTLAND WALES NORTHERN IRELAND".split(" "));
const FLAT_WORDS = new Set(["FLAT", "APARTMENT", "APT", "UNIT", "SUITE"]);
const OUTWARD = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const NUMBER = /^[0-9]+[A-Z]?$/;

/** The words of a text for matching: apostrophes dropped (Jacob's is JACOBS), abbreviations spelt out. */
function tokens(text: string | undefined): string[] {
  return words((text ?? "").replace(/['\u2019]/g, "")).map(expand);
}

/**
 * Word comparison for one cleanse, remembered: thousands of candidates share a few hundred distinct words, so
 * each field's words and each pair of words are worked out once.
 */
interface Comparer {
  tokens(text: string | undefined): string[];
  /** The same word, or one typing mistake apart in words of five letters or more. */
  same(q: string, w: string): boolean;
}

function comparer(): Comparer {
  const split = new Map<string, string[]>();
  const pairs = new Map<string, Map<string, boolean>>();
  return {
    tokens(text) {
      const key = text ?? "";
      const known = split.get(key);
      if (known) return known;
      const found = tokens(key);
      split.set(key, found);
      return found;
    },
    same(q, w) {
      if (q === w) return true;
      let of = pairs.get(q);
      if (!of) {
        of = new Map();
        pairs.set(q, of);
      }
      const known = of.get(w);
      if (known !== undefined) return known;
      const found = q.length >= 5 && withinEdits(q, w, 1);
      of.set(w, found);
      return found;
    },
  };
}

/** What the input says, taken apart. */
interface Parsed {
  postcode?: string;
  outward?: string;
  flat?: string;
  numbers: string[];
  words: string[];
  /** The words just before a street type ("Hercules" of "Hercules Lane"): the street the input names. */
  streetNames: string[];
}

function parse(input: CleanseInput, outwards: Set<string>): Parsed {
  const inText = postcodeInText(input.query);
  const given = input.postcode ? compactPostcode(input.postcode) : undefined;
  const postcode = given ?? (inText ? compactPostcode(inText) : undefined);
  // The postcode's own words are judged by the postcode check, not as address words.
  const postcodeWords = inText ? [...words(inText), compactPostcode(inText)] : [];
  const all = tokens([input.query, input.post_town, input.county].filter(Boolean).join(" ")).filter(
    (w) => !postcodeWords.includes(w) && !NOISE.has(w),
  );
  const parsed: Parsed = { postcode, numbers: [], words: [], streetNames: [] };
  for (let i = 0; i < all.length; i++) {
    const w = all[i];
    if (FLAT_WORDS.has(w) && i + 1 < all.length) parsed.flat = all[++i];
    else if (postcode === undefined && parsed.outward === undefined && OUTWARD.test(w) && outwards.has(w)) {
      parsed.outward = w;
    } else if (NUMBER.test(w)) parsed.numbers.push(w);
    else {
      parsed.words.push(w);
      const before = parsed.words.at(-2);
      if (STREET_TYPES.has(w) && before !== undefined && !STREET_TYPES.has(before))
        parsed.streetNames.push(before);
    }
  }
  return parsed;
}

interface Scored {
  address: UkAddress;
  confidence: number;
  fields: MatchedField[];
}

/** Whether every one of `target` is among `have` (empty targets never match). */
function allIn(target: string[], have: string[], c: Comparer): boolean {
  return target.length > 0 && target.every((t) => have.some((h) => c.same(h, t)));
}

/** The candidate's score, or undefined when a number or a named flat disagrees. */
function score(a: UkAddress, p: Parsed, c: Comparer): Scored | undefined {
  const flatOf = c.tokens(a.sub_building_name).filter((w) => !FLAT_WORDS.has(w));
  if (p.flat !== undefined && flatOf.length > 0 && !flatOf.includes(p.flat)) return undefined;
  if (p.numbers.some((n) => n !== a.building_number)) return undefined;
  const fields: MatchedField[] = [];
  let confidence = 0;

  const pc = compactPostcode(a.postcode);
  if (p.postcode !== undefined) {
    if (p.postcode === pc) {
      confidence += WEIGHT.postcode;
      fields.push("postcode");
    } else if (p.postcode.slice(0, -3) === a.postcode_outward) confidence += WEIGHT.outward;
    else confidence -= OTHER_DISTRICT;
  } else if (p.outward !== undefined) {
    if (p.outward === a.postcode_outward) confidence += WEIGHT.outward;
    else confidence -= OTHER_DISTRICT;
  }

  const organisation = c.tokens(a.organisation_name).filter((w) => !NOISE.has(w));
  const building = c.tokens(a.building_name).filter((w) => !NOISE.has(w));
  const byName = allIn(organisation, p.words, c) || allIn(building, p.words, c);
  // A named flat must be this record's; a flat when none was named is less likely than its house.
  const flatPremise = p.flat === undefined ? (flatOf.length === 0 ? 1 : 2 / 3) : flatOf.length > 0 ? 1 : 0;
  if (((p.numbers.length > 0 && a.building_number !== "") || byName) && flatPremise > 0) {
    confidence += WEIGHT.premise * flatPremise;
    fields.push("premise");
  }
  if (allIn(organisation, p.words, c)) fields.push("organisation_name");

  const street = c.tokens(a.thoroughfare).filter((w) => !STREET_TYPES.has(w));
  const found = street.filter((t) => p.words.some((w) => c.same(w, t))).length;
  if (street.length > 0 && found > 0) {
    confidence += (WEIGHT.thoroughfare * found) / street.length;
    if (found === street.length) fields.push("thoroughfare");
  } else if (p.streetNames.length > 0) confidence -= OTHER_STREET;

  const town = allIn(c.tokens(a.post_town), p.words, c);
  const locality = allIn(c.tokens(a.dependant_locality), p.words, c);
  if (town || locality) confidence += WEIGHT.locality;
  if (town) fields.push("post_town");
  if (locality) fields.push("dependant_locality");
  if (allIn(c.tokens(a.postal_county || a.traditional_county), p.words, c)) fields.push("county");

  // Words the candidate does not explain count against it; a flat it does not have is one of them.
  const known = [
    organisation,
    building,
    c.tokens(a.thoroughfare),
    c.tokens(a.dependant_locality),
    c.tokens(a.post_town),
    c.tokens(a.postal_county),
    c.tokens(a.traditional_county),
  ];
  const unexplained = p.words.filter((w) => !known.some((field) => field.some((k) => c.same(w, k)))).length;
  confidence -= UNEXPLAINED_WORD * (unexplained + (p.flat !== undefined && flatOf.length === 0 ? 1 : 0));
  return { address: a, confidence: Math.max(0, Math.min(1, confidence)), fields };
}

/** The result as answered, and the matched address for the caller's own bookkeeping. */
export function cleanse(
  entries: UkEntry[],
  input: CleanseInput,
): { result: CleanseResult; address?: UkAddress } {
  const parsed = parse(input, new Set(entries.map((e) => e.address.postcode_outward)));
  const c = comparer();
  let best: Scored | undefined;
  for (const entry of entries) {
    const scored = score(entry.address, parsed, c);
    if (scored && (!best || scored.confidence > best.confidence)) best = scored;
  }
  const confidence = best ? round(best.confidence) : 0;
  if (!best || confidence < PARTIAL) {
    return {
      result: { query: input.query, match: null, confidence, match_level: "none", matched_fields: [] },
    };
  }
  const exact =
    confidence === 1 &&
    ["premise", "thoroughfare", "post_town", "postcode"].every((f) =>
      best.fields.includes(f as MatchedField),
    );
  return {
    result: {
      query: input.query,
      match: best.address,
      confidence,
      match_level: exact ? "exact" : confidence >= HIGH ? "high" : "partial",
      matched_fields: best.fields,
    },
    address: best.address,
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
