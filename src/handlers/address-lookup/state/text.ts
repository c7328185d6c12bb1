/**
 * How the address service compares text: upper case, punctuation as spaces, words in any order, common
 * street-type abbreviations expanded, and UK postcodes recognised with or without their space.
 */

/** Royal Mail's postcode format once spaces are removed: outward code then a digit and two letters. */
const FULL_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][ABD-HJLNP-UW-Z]{2})$/;
/** A full postcode inside free text, with or without its space. */
const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][ABD-HJLNP-UW-Z]{2})\b/;

/** The abbreviations people type for street types, as the PAF spells them out. */
const ABBREVIATIONS: Record<string, string> = {
  ST: "STREET",
  RD: "ROAD",
  AVE: "AVENUE",
  AV: "AVENUE",
  LN: "LANE",
  PL: "PLACE",
  CL: "CLOSE",
  CT: "COURT",
  TER: "TERRACE",
  TERR: "TERRACE",
  GR: "GROVE",
  GRN: "GREEN",
  SQ: "SQUARE",
  CRES: "CRESCENT",
  DR: "DRIVE",
  HSE: "HOUSE",
};

/** The words of a text: upper case, split on anything that is not a letter or digit. */
export function words(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** A word as the PAF would spell it. */
export function expand(word: string): string {
  return ABBREVIATIONS[word] ?? word;
}

/** A postcode without spaces, upper case: how postcodes are keyed. */
export function compactPostcode(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** `SW1A 2AA` from any spacing and case, or undefined when it is not a full UK postcode. */
export function formatPostcode(text: string): string | undefined {
  const m = FULL_POSTCODE.exec(compactPostcode(text));
  return m ? `${m[1]} ${m[2]}` : undefined;
}

/** The first full postcode in a free text, formatted, if any. */
export function postcodeInText(text: string): string | undefined {
  const m = POSTCODE_IN_TEXT.exec(text.toUpperCase());
  return m ? `${m[1]} ${m[2]}` : undefined;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length] <= max;
}

/** Comma separated terms of a filter or bias parameter, trimmed, empties dropped. */
export function terms(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Title case for a post town in a human-readable suggestion: LONDON → London. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}
