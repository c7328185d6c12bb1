/**
 * Lengths as providers count them. Google and AWS document limits in characters, meaning Unicode code points
 * (as JSON Schema's maxLength does): an emoji outside the Basic Multilingual Plane is one character, though
 * JavaScript's `.length` counts its two UTF-16 units.
 */

/** The number of code points in `s`. */
export function characterCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
