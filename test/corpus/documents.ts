/**
 * The test corpus: published OpenAPI documents as their owners publish them. Twilio's four and Slack's (in
 * Swagger 2.0) are kept here; GitHub's (13 MB, in the npm package @octokit/openapi with variants that weigh
 * hundreds of MB) is fetched by `npm pack` of one pinned version into the git-ignored .cache/ the first time a
 * test or benchmark needs it, and only generated/api.github.com.json is taken out of the package; the ReadMe
 * examples come from the dev dependency @readme/oas-examples.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../../src/runtime/project-root";

/** The version of @octokit/openapi whose document the tests and benchmarks use. */
export const OCTOKIT_OPENAPI_VERSION = "23.0.2";

export interface CorpusDocument {
  /** The name it is mounted under. */
  name: string;
  file: string;
  /** The largest share of operations allowed unchecked: 0 for a document whose every body can be checked. */
  maxUnchecked: number;
}

const TWILIO = ["twilio_api_v2010", "twilio_content_v1", "twilio_messaging_v1", "twilio_verify_v2"];

/** Slack's Web API, in Swagger 2.0: every request is a query or a form, all of them checked. */
const SLACK = "slack_web_openapi_v2";

/**
 * ReadMe's examples of OpenAPI features, those that are a service's document (webhooks.json declares only
 * webhooks: there is no operation to serve).
 */
const README_EXAMPLES = {
  "2.0": [
    "api-with-examples",
    "petstore",
    "petstore-expanded",
    "petstore-minimal",
    "petstore-simple",
    "petstore-with-external-docs",
    "schema-circular",
  ],
  "3.0": [
    "callbacks",
    "circular",
    "complex-nesting",
    "discriminators",
    "file-uploads",
    "form-data",
    "parameters-common",
    "parameters-style",
    "petstore",
    "petstore-expanded",
    "polymorphism",
    "readme-legacy",
    "response-schemas",
    "schema-types",
    "schema-validation",
    "star-trek",
    "uspto",
  ],
  "3.1": [
    "parameters-style",
    "petstore",
    "readme",
    "schema-types",
    "schema-validation-local",
    "train-travel",
  ],
};

export function corpusDocuments(): CorpusDocument[] {
  const examples = path.join(PROJECT_ROOT, "node_modules/@readme/oas-examples");
  return [
    ...TWILIO.map((t) => ({
      name: t.replace(/_/g, "-"),
      file: path.join(PROJECT_ROOT, "test/corpus", `${t}.json`),
      maxUnchecked: 0,
    })),
    { name: "slack-web", file: path.join(PROJECT_ROOT, "test/corpus", `${SLACK}.json`), maxUnchecked: 0 },
    ...Object.entries(README_EXAMPLES).flatMap(([version, names]) =>
      names.map((n) => ({
        name: `readme-${version.replace(".", "")}-${n}`,
        file: path.join(examples, version, "json", `${n}.json`),
        maxUnchecked: 0.05,
      })),
    ),
  ];
}

/** GitHub's document as @octokit/openapi published it in `version`, fetched into .cache/octokit/<version>/ once. */
export function githubDocument(version = OCTOKIT_OPENAPI_VERSION): string {
  const dir = path.join(PROJECT_ROOT, ".cache", "octokit", version);
  const file = path.join(dir, "api.github.com.json");
  if (existsSync(file)) return file;
  const tmp = `${dir}.tmp-${process.pid}`;
  mkdirSync(tmp, { recursive: true });
  try {
    execFileSync("npm", ["pack", `@octokit/openapi@${version}`, "--silent"], {
      cwd: tmp,
      stdio: ["ignore", "ignore", "inherit"],
      timeout: 120_000,
    });
    const tarball = readdirSync(tmp).find((f) => f.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack @octokit/openapi@${version} left no tarball`);
    execFileSync("tar", ["xzf", tarball, "package/generated/api.github.com.json"], { cwd: tmp });
    mkdirSync(dir, { recursive: true });
    renameSync(path.join(tmp, "package/generated/api.github.com.json"), file);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return file;
}
