/**
 * The one parameter reader and the form bodies, table-driven: every parameter style OpenAPI defines (query,
 * path, header, cookie; primitives, arrays and objects; exploded or not), `content` parameters, empty query
 * values, urlencoded and multipart bodies, and every violation listed. Documents: ReadMe's published examples
 * (@readme/oas-examples), Twilio's 2010 API (test/corpus) and small ones written here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { compileSpec } from "../../src/any-spec/compile";
import { mountCompiled } from "../../src/any-spec/mounted-spec";
import type { Obj } from "../../src/compiler/openapi-document";
import { isFormBody, readForm } from "../../src/http/form-body";
import {
  ServiceValidation,
  type ValidationError,
  type ValidRequest,
} from "../../src/http/request-validation";

interface Sent {
  headers?: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
}

type Outcome = { ok: ValidRequest } | { status: number; paths: string[]; more: number };

/** The gateway's request validation for `doc`, as a mounted document runs it. */
function validatorFor(
  doc: object,
  compiled = compileSpec("test.json", doc as Obj),
): (method: string, url: string, sent?: Sent) => Promise<Outcome> {
  const spec = mountCompiled(
    { name: "t", target: { kind: "mock", policy: "enforce" }, file: "test.json", cached: false },
    compiled,
  );
  const validation = new ServiceValidation(spec.operations, spec.validation);
  return async (method, url, sent = {}) => {
    const q = url.indexOf("?");
    const m = validation.match(method, q < 0 ? url : url.slice(0, q));
    const headers = Object.fromEntries(
      Object.entries(sent.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    let body: unknown;
    if (sent.body !== undefined) {
      const bytes = Buffer.from(sent.body);
      body = isFormBody(sent.contentType)
        ? await readForm(bytes, sent.contentType ?? "")
        : JSON.parse(String(sent.body));
    }
    try {
      const ok = validation.validate(
        m.operation,
        { pathParams: m.pathParams, query: q < 0 ? "" : url.slice(q + 1), headers, body },
        sent.contentType,
      );
      return { ok };
    } catch (err) {
      const e = err as ValidationError;
      return { status: e.status, paths: e.errors.map((x) => x.path), more: e.moreErrors };
    }
  };
}

const readme = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`@readme/oas-examples/3.0/json/${name}.json`), "utf8")) as object;

describe("every style of ReadMe's parameters-style document", () => {
  const check = validatorFor(readme("parameters-style"));
  const obj = { name: "n", description: "d" };
  test.each<[string, string, string, Sent, Partial<Record<"query" | "params" | "headers", unknown>>]>([
    [
      "query, form exploded (the default)",
      "GET",
      "/anything/query?primitive=a&array=x&array=y&name=n&description=d",
      {},
      { query: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "query, form",
      "GET",
      "/anything/query/form?primitive=a&array=x,y&object=name,n,description,d",
      {},
      { query: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "query, form with encoded commas",
      "GET",
      "/anything/query/form?array=x%2Cy",
      {},
      { query: { array: ["x", "y"] } },
    ],
    [
      "query, spaceDelimited",
      "GET",
      "/anything/query/spaceDelimited?array=x%20y+z&object=name%20n%20description%20d",
      {},
      { query: { array: ["x", "y", "z"], object: obj } },
    ],
    [
      "query, pipeDelimited",
      "GET",
      "/anything/query/pipeDelimited?array=x|y%7Cz&object=name|n|description|d",
      {},
      { query: { array: ["x", "y", "z"], object: obj } },
    ],
    [
      "query, pipeDelimited split before decoding",
      "GET",
      "/anything/query/pipeDelimited?array=x%257Cy|z",
      {},
      { query: { array: ["x%7Cy", "z"] } },
    ],
    [
      "query, deepObject",
      "GET",
      "/anything/query/deepObject?object[name]=n&object%5Bdescription%5D=d",
      {},
      { query: { object: obj } },
    ],
    [
      "path, simple (the default)",
      "GET",
      "/anything/path/a/x,y/name,n,description,d",
      {},
      { params: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "path, simple",
      "GET",
      "/anything/path/simple/a/x,y/name,n,description,d",
      {},
      { params: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "path, simple exploded",
      "POST",
      "/anything/path/simple/a/x,y/name=n,description=d",
      {},
      { params: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "path, label",
      "GET",
      "/anything/path/label/.a/.x,y/.name,n,description,d",
      {},
      { params: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "path, label exploded",
      "POST",
      "/anything/path/label/.a/.x.y/.name=n.description=d",
      {},
      { params: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "path, matrix",
      "GET",
      "/anything/path/matrix/;primitive=a/;array=x,y/;object=name,n,description,d",
      {},
      { params: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "path, matrix exploded",
      "POST",
      "/anything/path/matrix/;primitive=a/;array=x;array=y/;name=n;description=d",
      {},
      { params: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "path, percent-decoded after splitting",
      "GET",
      "/anything/path/simple/a%20b/x%2Cy,z/name,n,description,d",
      {},
      { params: { primitive: "a b", array: ["x", "y", "z"] } },
    ],
    [
      "header, simple",
      "GET",
      "/anything/headers/simple",
      { headers: { primitive: "a", array: "x, y", object: "name,n,description,d" } },
      { headers: { primitive: "a", array: ["x", "y"], object: obj } },
    ],
    [
      "header, simple exploded",
      "POST",
      "/anything/headers/simple",
      { headers: { array: "x,y", object: "name=n,description=d" } },
      { headers: { array: ["x", "y"], object: obj } },
    ],
  ])("%s", async (_label, method, url, sent, expected) => {
    const outcome = await check(method, url, sent);
    expect(outcome).toEqual({
      ok: expect.objectContaining(
        Object.fromEntries(
          Object.entries(expected).map(([k, v]) => [k, expect.objectContaining(v as object)]),
        ),
      ),
    });
  });

  test("a path parameter not written in its style is refused, naming it", async () => {
    expect(await check("GET", "/anything/path/label/a/.x/.name,n")).toEqual({
      status: 400,
      paths: ["/params/primitive"],
      more: 0,
    });
    expect(await check("GET", "/anything/path/matrix/;primitive=a/x/;object=name,n")).toEqual({
      status: 400,
      paths: ["/params/array"],
      more: 0,
    });
  });
});

describe("ReadMe's form documents", () => {
  const forms = validatorFor(readme("form-data"));
  const styles = validatorFor(readme("parameters-style"));
  const boundary = "----readme";
  const mp = `multipart/form-data; boundary=${boundary}`;
  const parts = (fields: [string, string][]) =>
    `${fields.map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`).join("")}--${boundary}--\r\n`;

  test.each<[string, string, Sent, Outcome | Record<string, unknown>]>([
    [
      "urlencoded, an int32 from text",
      "/anything",
      { body: "client_id=a&client_secret=b&scope=3", contentType: "application/x-www-form-urlencoded" },
      { body: { client_id: "a", client_secret: "b", scope: 3 } },
    ],
    [
      "multipart, pipeDelimited",
      "/anything/form-data/pipeDelimited",
      {
        body: parts([
          ["array", "x|y"],
          ["object", "foo|1|bar|2"],
        ]),
        contentType: mp,
      },
      { body: { array: ["x", "y"], object: { foo: "1", bar: "2" } } },
    ],
    [
      "multipart, deepObject",
      "/anything/form-data/deepObject",
      {
        body: parts([
          ["object[foo]", "1"],
          ["object[bar]", "2"],
          ["array", "x"],
        ]),
        contentType: mp,
      },
      { body: { object: { foo: "1", bar: "2" }, array: ["x"] } },
    ],
  ])("%s", async (label, url, sent, expected) => {
    const check = label.startsWith("urlencoded") ? forms : styles;
    expect(await check("POST", url, sent)).toEqual({ ok: expect.objectContaining(expected) });
  });

  test("urlencoded: the missing required fields and the integer that is not one, all listed", async () => {
    expect(
      await forms("POST", "/anything", {
        body: "scope=wide",
        contentType: "application/x-www-form-urlencoded",
      }),
    ).toEqual({
      status: 400,
      paths: ["/body/client_id", "/body/client_secret", "/body/scope"],
      more: 0,
    });
  });
});

/** A small document with typed parameters of every location and style, and form bodies. */
const typed = {
  openapi: "3.0.3",
  info: { title: "typed", version: "1" },
  paths: {
    "/items/{ids}": {
      parameters: [
        { name: "ids", in: "path", required: true, schema: { type: "array", items: { type: "integer" } } },
      ],
      get: {
        operationId: "getItems",
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1 } },
          { name: "q", in: "query", schema: { type: "string" } },
          { name: "flag", in: "query", allowEmptyValue: true, schema: { type: "boolean" } },
          {
            name: "tags",
            in: "query",
            style: "pipeDelimited",
            schema: { type: "array", items: { type: "string", enum: ["a", "b"] } },
          },
          {
            name: "filter",
            in: "query",
            style: "deepObject",
            schema: {
              type: "object",
              properties: {
                size: { type: "integer" },
                range: { type: "object", properties: { min: { type: "number" } } },
              },
            },
          },
          {
            name: "where",
            in: "query",
            content: {
              "application/json": {
                schema: { type: "object", required: ["a"], properties: { a: { type: "integer" } } },
              },
            },
          },
          { name: "session", in: "cookie", required: true, schema: { type: "string", minLength: 3 } },
          {
            name: "ids",
            in: "cookie",
            explode: false,
            schema: { type: "array", items: { type: "integer" } },
          },
          { name: "X-Rate", in: "header", schema: { type: "number", maximum: 10 } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
    "/calls": {
      post: {
        operationId: "createCall",
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                required: ["To"],
                properties: {
                  To: { type: "string" },
                  Timeout: { type: "integer", maximum: 600 },
                  Record: { type: "boolean" },
                  Events: {
                    type: "array",
                    items: { type: "string", enum: ["initiated", "ringing", "answered"] },
                  },
                  Codes: { type: "array", items: { type: "integer" } },
                  metadata: { type: "object", additionalProperties: { type: "string" } },
                },
              },
              encoding: { Codes: { style: "form", explode: false } },
            },
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file"],
                properties: {
                  file: { type: "string", format: "binary", maxLength: 8 },
                  meta: { type: "object", required: ["n"], properties: { n: { type: "integer" } } },
                  count: { type: "integer" },
                },
              },
              encoding: {
                file: { contentType: "image/png, image/jpeg" },
                meta: { contentType: "application/json" },
              },
            },
          },
        },
        responses: { "201": { description: "created" } },
      },
    },
  },
};

describe("a typed document: coercion, content parameters, cookies, empty values", () => {
  const check = validatorFor(typed);
  const cookie = { Cookie: "session=abc; ids=1,2" };
  test.each<[string, string, Sent, Outcome | Record<string, unknown>]>([
    ["path array of integers", "/items/1,2", { headers: cookie }, { params: { ids: [1, 2] } }],
    [
      "deepObject, nested, coerced",
      "/items/1?filter[size]=3&filter[range][min]=1.5",
      { headers: cookie },
      { query: expect.objectContaining({ filter: { size: 3, range: { min: 1.5 } } }) },
    ],
    [
      "pipeDelimited enum items",
      "/items/1?tags=a|b",
      { headers: cookie },
      { query: expect.objectContaining({ tags: ["a", "b"] }) },
    ],
    [
      "JSON in a query value",
      `/items/1?where=${encodeURIComponent('{"a":1}')}`,
      { headers: cookie },
      { query: expect.objectContaining({ where: { a: 1 } }) },
    ],
    [
      "cookies, one comma-separated",
      "/items/1",
      { headers: cookie },
      { cookies: { session: "abc", ids: [1, 2] } },
    ],
    [
      "a header number",
      "/items/1",
      { headers: { ...cookie, "X-Rate": "2.5" } },
      { headers: { "x-rate": 2.5 } },
    ],
    [
      "an empty string value is present",
      "/items/1?q=",
      { headers: cookie },
      { query: expect.objectContaining({ q: "" }) },
    ],
    ["allowEmptyValue: accepted unchecked", "/items/1?flag=", { headers: cookie }, { query: {} }],
  ])("%s", async (_label, url, sent, expected) => {
    expect(await check("GET", url, sent)).toEqual({ ok: expect.objectContaining(expected) });
  });

  test.each<[string, string, Sent, string[]]>([
    [
      "an empty integer is a present value the schema refuses",
      "/items/1?limit=",
      { headers: cookie },
      ["/query/limit"],
    ],
    ["a path item that is not an integer", "/items/1,x", { headers: cookie }, ["/params/ids/1"]],
    ["a pipe item outside its enum", "/items/1?tags=a|c", { headers: cookie }, ["/query/tags/1"]],
    [
      "deepObject property of the wrong type",
      "/items/1?filter[size]=big",
      { headers: cookie },
      ["/query/filter/size"],
    ],
    [
      "JSON in a query value missing a property",
      `/items/1?where=${encodeURIComponent("{}")}`,
      { headers: cookie },
      ["/query/where/a"],
    ],
    ["a query value that is not JSON", "/items/1?where=nope", { headers: cookie }, ["/query/where"]],
    ["a missing required cookie", "/items/1", {}, ["/cookies/session"]],
    [
      "a cookie too short, a cookie item not an integer",
      "/items/1",
      { headers: { Cookie: "session=ab; ids=1,x" } },
      ["/cookies/session", "/cookies/ids/1"],
    ],
    [
      "a header over its maximum",
      "/items/1",
      { headers: { ...cookie, "X-Rate": "11" } },
      ["/headers/x-rate"],
    ],
    [
      "every violation of every location",
      "/items/x?limit=0&tags=c&filter[size]=s",
      { headers: { Cookie: "session=a" } },
      ["/query/limit", "/query/tags/0", "/query/filter/size", "/params/ids/0", "/cookies/session"],
    ],
  ])("%s", async (_label, url, sent, paths) => {
    const outcome = await check("GET", url, sent);
    expect(outcome).toEqual({ status: 400, paths: expect.arrayContaining(paths), more: 0 });
    expect((outcome as { paths: string[] }).paths).toHaveLength(paths.length);
  });

  test("an empty value is read as x-empty-query-value says: absent, or refused", async () => {
    const absent = validatorFor({ ...typed, "x-empty-query-value": "absent" });
    expect(await absent("GET", "/items/1?limit=&q=", { headers: cookie })).toEqual({
      ok: expect.objectContaining({ query: {} }),
    });
    const refused = validatorFor({ ...typed, "x-empty-query-value": "refused" });
    expect(await refused("GET", "/items/1?q=&flag=", { headers: cookie })).toEqual({
      status: 400,
      paths: ["/query/q"],
      more: 0,
    });
  });

  const form = "application/x-www-form-urlencoded";
  test.each<[string, string, Outcome | Record<string, unknown>]>([
    [
      "repeated names, booleans and integers as text",
      "To=%2B15005550006&Timeout=30&Record=true&Events=initiated&Events=ringing",
      { To: "+15005550006", Timeout: 30, Record: true, Events: ["initiated", "ringing"] },
    ],
    ["one value of an array property", "To=a&Events=answered", { To: "a", Events: ["answered"] }],
    ["encoding explode false: comma-separated", "To=a&Codes=1,2%2C3", { To: "a", Codes: [1, 2, 3] }],
    [
      "bracketed names build an object",
      "To=a&metadata[order]=7&metadata%5Bsource%5D=web",
      { To: "a", metadata: { order: "7", source: "web" } },
    ],
  ])("urlencoded: %s", async (_label, body, expected) => {
    expect(await check("POST", "/calls", { body, contentType: form })).toEqual({
      ok: expect.objectContaining({ body: expected }),
    });
  });

  test("urlencoded: every violation, bounded at 20 with the count of the others", async () => {
    expect(
      await check("POST", "/calls", { body: "Timeout=abc&Record=maybe&Events=gone", contentType: form }),
    ).toEqual({
      status: 400,
      paths: ["/body/To", "/body/Timeout", "/body/Record", "/body/Events/0"],
      more: 0,
    });
    const many = Array.from({ length: 25 }, () => "Events=x").join("&");
    const outcome = await check("POST", "/calls", { body: `To=a&${many}`, contentType: form });
    expect(outcome).toEqual({ status: 400, paths: expect.any(Array), more: 5 });
    expect((outcome as { paths: string[] }).paths).toHaveLength(20);
  });

  const boundary = "----gatewaytest";
  const multipart = (parts: string[]) =>
    `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("")}--${boundary}--\r\n`;
  const mp = `multipart/form-data; boundary=${boundary}`;
  test("multipart: a file part, a JSON part and a text field, checked", async () => {
    const body = multipart([
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      'Content-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"n":2}',
      'Content-Disposition: form-data; name="count"\r\n\r\n4',
    ]);
    expect(await check("POST", "/calls", { body: Buffer.from(body, "latin1"), contentType: mp })).toEqual({
      ok: expect.objectContaining({ body: { file: "\x89PNG", meta: { n: 2 }, count: 4 } }),
    });
  });

  test("multipart: a part of an undeclared content type, a JSON part breaking its schema, a file too large", async () => {
    const body = multipart([
      'Content-Disposition: form-data; name="file"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\nGIF89a-too-long',
      'Content-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"n":"two"}',
      'Content-Disposition: form-data; name="count"\r\n\r\nfour',
    ]);
    expect(await check("POST", "/calls", { body, contentType: mp })).toEqual({
      status: 400,
      paths: ["/body/file", "/body/file", "/body/meta/n", "/body/count"],
      more: 0,
    });
  });
});

describe("Twilio's 2010 API", () => {
  // Twilio's document marks some schemas `nullable` without a `type`, which Ajv refuses to compile; tolerating
  // that is the loader's job, not the reader's, so the copy here drops those marks.
  const doc = JSON.parse(
    readFileSync(path.join(__dirname, "../corpus/twilio_api_v2010.json"), "utf8"),
    (_k, v) => {
      if (v && typeof v === "object" && !Array.isArray(v) && v.nullable === true && v.type === undefined) {
        const { nullable: _n, ...rest } = v;
        return rest;
      }
      return v;
    },
  ) as Obj;

  const compiled = compileSpec("twilio_api_v2010.json", doc);
  test("every form body is checked: no operation and no request body is left unchecked", () => {
    const forms = compiled.table.operations.filter((o) => o.request?.body?.forms?.length);
    expect(forms.length).toBe(62);
    expect(compiled.table.operations.every((o) => o.request !== undefined)).toBe(true);
    expect(compiled.unchecked.filter((u) => u.pointer.includes("/requestBody/"))).toEqual([]);
  });

  const check = validatorFor(doc, compiled);
  const account = `AC${"0".repeat(32)}`;
  const calls = `/2010-04-01/Accounts/${account}/Calls.json`;
  const form = "application/x-www-form-urlencoded";
  test("calls.create as the twilio SDK sends it: repeated StatusCallbackEvent, integers and booleans as text", async () => {
    const body =
      "To=%2B15005550006&From=%2B15005550001&Url=https%3A%2F%2Fexample.com%2Ftwiml&StatusCallbackEvent=initiated&StatusCallbackEvent=ringing&Timeout=30&Record=true";
    expect(await check("POST", calls, { body, contentType: form })).toEqual({
      ok: expect.objectContaining({
        body: expect.objectContaining({
          StatusCallbackEvent: ["initiated", "ringing"],
          Timeout: 30,
          Record: true,
        }),
      }),
    });
  });

  test("calls.create with every mistake listed", async () => {
    const outcome = await check("POST", calls, { body: "Timeout=soon&Record=perhaps", contentType: form });
    expect(outcome).toEqual({
      status: 400,
      paths: expect.arrayContaining(["/body/To", "/body/From", "/body/Timeout", "/body/Record"]),
      more: 0,
    });
  });

  test("calls.list: integers in the query, a page size over its maximum refused", async () => {
    expect(await check("GET", `${calls}?PageSize=20&StartTime%3E=2026-01-01T00:00:00Z`)).toEqual({
      ok: expect.objectContaining({ query: { PageSize: 20, "StartTime>": "2026-01-01T00:00:00Z" } }),
    });
    expect(await check("GET", `${calls}?PageSize=5000&Page=`)).toEqual({
      status: 400,
      paths: ["/query/PageSize", "/query/Page"],
      more: 0,
    });
  });
});
