/**
 * A Swagger 2.0 document mounted as it is written: served at its basePath, its `collectionFormat`s read as
 * Swagger 2.0 defines them (csv, ssv, pipes, multi; tsv said to be unsupported), its `formData` parameters
 * checked as a urlencoded or multipart body, and every finding placed at the line of the file as written; and
 * the Swagger 2.0 petstore as published (ReadMe's examples on npm) answering as Prism answers it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import { specLines } from "../../src/any-spec/start-report";
import { PROJECT_ROOT } from "../../src/runtime/project-root";
import { startGateway, type TestGateway } from "../support/gateway";
import { json, mocked, SPECS, tempCache } from "./support";

const cache = tempCache();
const FILE = path.join(SPECS, "swagger2-reports.yaml");
const PETSTORE = path.join(PROJECT_ROOT, "node_modules/@readme/oas-examples/2.0/json/petstore.json");
let gw: TestGateway;

beforeAll(async () => {
  const specs = await loadSpecs(
    [
      mocked("reports", "swagger2-reports.yaml"),
      { name: "petstore", file: PETSTORE, target: { kind: "mock", policy: "enforce" } },
    ],
    cache.dir,
    new Map(),
  );
  gw = await startGateway({ services: [], specs });
});
afterAll(async () => {
  await gw.close();
  cache.remove();
});

const api = (p: string) => `${gw.url}/reports/v1${p}`;
const errorPointers = async (res: Response) =>
  ((await json(res)).errors as { pointer: string }[]).map((e) => e.pointer).sort();

test("is served at its basePath with every operation checked", async () => {
  const health = await json(await fetch(`${gw.url}/healthz`));
  expect(health.services).toEqual([
    expect.objectContaining({ slug: "reports", basePath: "/reports/v1", uncheckedOperations: 0 }),
    expect.objectContaining({ slug: "petstore", basePath: "/v2", uncheckedOperations: 0 }),
  ]);
});

describe("collectionFormat", () => {
  test("csv, ssv, pipes and multi in the query and csv in a header are split as Swagger 2.0 writes them", async () => {
    const res = await fetch(api("/reports?ids=1,2&words=3%204&codes=5|6&tag=7&tag=8"), {
      headers: { "x-shards": "9,10" },
    });
    expect(res.status).toBe(200);
  });

  test("an item of each that is not an integer is refused where it is", async () => {
    const res = await fetch(api("/reports?ids=1,x&words=3%20x&codes=5|x&tag=7&tag=x"), {
      headers: { "x-shards": "9,x" },
    });
    expect(res.status).toBe(400);
    expect(await errorPointers(res)).toEqual(
      ["/query/ids/1", "/query/words/1", "/query/codes/1", "/query/tag/1", "/headers/x-shards/1"].sort(),
    );
  });

  test("multi is not csv: a comma-separated value is one item", async () => {
    const res = await fetch(api("/reports?tag=7,8"));
    expect(res.status).toBe(400);
    expect(await errorPointers(res)).toEqual(["/query/tag/0"]);
  });
});

describe("formData", () => {
  const FORM = { "content-type": "application/x-www-form-urlencoded" };

  test("a urlencoded body is checked field by field, a pipes array split at its bars", async () => {
    const res = await fetch(api("/reports"), {
      method: "POST",
      headers: FORM,
      body: "pages=501&labels=ab|toolong",
    });
    expect(res.status).toBe(400);
    expect(await errorPointers(res)).toEqual(["/body/labels/1", "/body/pages", "/body/title"]);
  });

  test("a valid urlencoded body makes the record it describes", async () => {
    const res = await fetch(api("/reports"), {
      method: "POST",
      headers: FORM,
      body: "title=Q3&pages=12&labels=ab|cd",
    });
    expect(res.status).toBe(201);
    const made = await json(res);
    expect(made).toEqual(expect.objectContaining({ title: "Q3", pages: 12 }));
    expect(await json(await fetch(api(`/reports/${String(made.id)}`)))).toEqual(made);
  });

  test("a multipart body needs its file part, and its fields are checked", async () => {
    const missing = new FormData();
    missing.set("note", "far too long for the twenty characters");
    const refused = await fetch(api("/reports/1/attachments"), { method: "POST", body: missing });
    expect(refused.status).toBe(400);
    expect(await errorPointers(refused)).toEqual(["/body/file", "/body/note"]);

    const upload = new FormData();
    upload.set("file", new Blob([Buffer.from([0x25, 0x50, 0x44, 0x46])]), "q3.pdf");
    upload.set("note", "signed");
    expect((await fetch(api("/reports/1/attachments"), { method: "POST", body: upload })).status).toBe(201);
  });
});

// Prism 5.14 mocking the same file answers these with the same statuses and names the same places, but for
// the path parameter, where the document declares no 400 and Prism makes up a 422.
describe("the Swagger 2.0 petstore", () => {
  const auth = { authorization: "Bearer pet-token" };

  test("findByStatus's multi status is one value per repetition, each of the enum", async () => {
    const both = await fetch(`${gw.url}/v2/pet/findByStatus?status=available&status=sold`, { headers: auth });
    expect(both.status).toBe(200);
    const joined = await fetch(`${gw.url}/v2/pet/findByStatus?status=available,sold`, { headers: auth });
    expect(joined.status).toBe(400);
    expect(await errorPointers(joined)).toEqual(["/query/status/0"]);
  });

  test("updatePetWithForm takes its urlencoded fields and checks its path parameter", async () => {
    const post = (id: string) =>
      fetch(`${gw.url}/v2/pet/${id}`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
        body: "name=Rex&status=sold",
      });
    expect((await post("7")).status).toBe(405);
    const refused = await post("seven");
    expect(refused.status).toBe(400);
    expect(await errorPointers(refused)).toEqual(["/params/petId"]);
  });

  test("uploadFile takes a multipart file", async () => {
    const upload = new FormData();
    upload.set("additionalMetadata", "front");
    upload.set("file", new Blob([Buffer.from("GIF89a")]), "rex.gif");
    const res = await fetch(`${gw.url}/v2/pet/7/uploadImage`, {
      method: "POST",
      headers: auth,
      body: upload,
    });
    expect(res.status).toBe(200);
  });
});

describe("findings name the file as written", () => {
  const lines = readFileSync(FILE, "utf8").split("\n");
  /** The 1-based line of the first line at or after `after` that holds `text`. */
  const lineOf = (text: string, after = 0) => lines.findIndex((l, i) => i >= after && l.includes(text)) + 1;

  test("a warning of the compiler is at the line of its parameter's format, by the original's pointer", async () => {
    const [spec] = await loadSpecs([mocked("reports", "swagger2-reports.yaml")], cache.dir, new Map());
    const w = spec.warnings.find((x) => x.rule === "format-unknown");
    expect(w).toEqual(
      expect.objectContaining({
        pointer: "#/paths/~1reports/get/parameters/6/format",
        file: path.relative(process.cwd(), FILE),
        line: lineOf("format: slack-ts"),
      }),
    );
  });

  test("what the converter cannot carry over (tsv) is a warning at its parameter", async () => {
    const [spec] = await loadSpecs([mocked("reports", "swagger2-reports.yaml")], cache.dir, new Map());
    const w = spec.warnings.find((x) => x.rule === "swagger2-conversion");
    expect(w).toEqual(
      expect.objectContaining({ pointer: "#/paths/~1reports/get/parameters/4", line: lineOf("name: cells") }),
    );
  });

  test("the start report says the document was converted and where its warnings are", async () => {
    const [spec] = await loadSpecs([mocked("reports", "swagger2-reports.yaml")], cache.dir, new Map());
    const report = specLines(spec, "http://127.0.0.1:8080").join("\n");
    expect(report).toContain("4 operations (0 not wholly checked), Swagger 2.0 converted to OpenAPI 3.0");
    expect(report).toContain(`swagger2-reports.yaml:${lineOf("format: slack-ts")}:`);
  });
});
