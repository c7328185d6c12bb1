/**
 * The labelled history the cases stand for: the newest 100 releases of Twilio's changelog, every line it marks
 * "(breaking change)", each with the kind of change it describes. A kind either has a case made on Twilio's
 * documents (twilio-cases.ts) or says why no document can show it (`outside:`).
 */

import { cases } from "./twilio-cases";
import labels from "./twilio-labels.json";

/** Why a labelled line is no change of an OpenAPI document. */
const OUTSIDE: Record<string, string> = {
  "outside:release-merge": "a merge of the release branch: its changes are the lines under the products",
  "outside:twiml": "TwiML is an XML language of its own, described by no OpenAPI document",
  "outside:vendor-metadata": "beta flags and maturity live in Twilio's own x-twilio metadata",
  "outside:parameter-order": "the order of a form's properties, which only positional SDK arguments see",
  "outside:unspecified": "the line does not say what changed",
};

describe("Twilio's labelled breaking changes", () => {
  it("are taken from 100 consecutive releases, newest first, each named once", () => {
    const versions = labels.releases.map((r) => r.split(".").map(Number));
    // Each release older than the one before it: the first part in which the two differ is smaller.
    const descending = versions.every((v, i) => {
      if (i === 0) return true;
      const k = v.findIndex((n, j) => n !== versions[i - 1][j]);
      return k >= 0 && v[k] < versions[i - 1][k];
    });
    expect({ count: labels.releases.length, distinct: new Set(labels.releases).size, descending }).toEqual({
      count: 100,
      distinct: 100,
      descending: true,
    });
    expect(labels.breaking.filter((b) => !labels.releases.includes(b.release))).toEqual([]);
  });

  it("each have a kind with a case on Twilio's documents, or a reason no document shows it", () => {
    const covered = new Set(cases.map((c) => c.kind));
    const unexplained = labels.breaking.filter((b) => !covered.has(b.kind) && !(b.kind in OUTSIDE));
    expect(unexplained).toEqual([]);
  });

  it("have no case of a kind the changelog does not label", () => {
    const labelled = new Set(labels.breaking.map((b) => b.kind));
    expect(cases.filter((c) => !labelled.has(c.kind)).map((c) => c.kind)).toEqual([]);
  });
});
