/**
 * The `Date` header by the gateway's clock. RFC 9110 (section 6.6.1) makes `Date` the time the answer was
 * made; Node stamps its own wall clock there, which disagrees with every timestamp in the body once the
 * clock has been moved. A client that reads `Date` (an HTTP cache, an SDK correcting its clock skew, a
 * signed link's expiry) must see the time the state it reads was made at. A proxied answer keeps its
 * upstream's `Date`, as an intermediary does.
 */
import type { ServerResponse } from "node:http";
import type { Clock } from "../runtime/clock";

/** The second the last HTTP date was made for (since the epoch), and that date: a date names its second only. */
let madeForSecond = Number.NaN;
let made = "";

/**
 * The clock's time as an HTTP date (IMF-fixdate). A busy gateway asks many times a second: the text is
 * made once per second of the clock, whichever clock asks (it depends on the second alone).
 */
export function httpDate(clock: Clock): string {
  const now = clock.now();
  const second = Math.floor(now.getTime() / 1000);
  if (second !== madeForSecond) {
    made = now.toUTCString();
    madeForSecond = second;
  }
  return made;
}

/** Sets `Date` on an answer before anything else writes to it. */
export function stampDate(res: ServerResponse, clock: Clock): void {
  res.setHeader("Date", httpDate(clock));
}
