/**
 * GitHub's document as @octokit/openapi publishes it (13 MB), where its version says what to expect: against
 * itself nothing changes, and a patch release (23.0.1 → 23.0.2) breaks nobody. The document declares
 * operations under path templates of one shape (`/orgs/{org}/attestations/{attestation_id}` for DELETE,
 * `/orgs/{org}/attestations/{subject_digest}` for GET): each is its own operation in both versions.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../../src/runtime/project-root";
import { githubDocument, OCTOKIT_OPENAPI_VERSION } from "../corpus/documents";
import { type DocumentText, diffDocuments } from "./engine";

const MINUTES = 60_000;

function github(version: string): DocumentText {
  const file = githubDocument(version);
  return { file: path.relative(PROJECT_ROOT, file), text: readFileSync(file, "utf8") };
}

const summary = (findings: ReturnType<typeof diffDocuments>) =>
  findings.map((f) => `${f.level} ${f.rule} ${f.method} ${f.path}`);

describe("GitHub's published document", () => {
  it(
    `against itself (${OCTOKIT_OPENAPI_VERSION}) has no finding`,
    () => {
      const doc = github(OCTOKIT_OPENAPI_VERSION);
      expect(summary(diffDocuments(doc, doc))).toEqual([]);
    },
    5 * MINUTES,
  );

  it(
    "in the patch release 23.0.1 → 23.0.2 breaks neither the wire nor a generated client",
    () => {
      const findings = diffDocuments(github("23.0.1"), github("23.0.2"));
      expect(summary(findings.filter((f) => f.level !== "compatible"))).toEqual([]);
    },
    5 * MINUTES,
  );
});
