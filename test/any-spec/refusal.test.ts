/**
 * A document that cannot be served is refused at start, with the file, line, JSON pointer and problem; read
 * strictly (`--strict`), so is one that breaks any rule of the linter.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { loadSpec } from "../../src/any-spec/load";
import { SpecRefusal } from "../../src/any-spec/refusal";
import { mocked, SPECS, tempCache } from "./support";

const cache = tempCache();
afterAll(() => cache.remove());

test("read tolerantly, only what cannot be served refuses a document: a $ref to nothing", async () => {
  const refused = loadSpec(mocked("broken", "broken.yaml"), cache.dir);
  await expect(refused).rejects.toBeInstanceOf(SpecRefusal);
  const message = await refused.catch((err: Error) => err.message);
  expect(message).toMatch(/broken\.yaml cannot be served \(1 problem\(s\)\)/);
  expect(message).toMatch(
    /broken\.yaml:13:23: #\/paths\/~1things~1\{id\}\/get\/responses\/200\/content\/application~1json\/schema: Can't resolve \$ref.*\(rule no-unresolved-refs\)/,
  );
  expect(message).not.toMatch(/version/);
});

test("read strictly, every problem is named with its file, line, pointer and rule", async () => {
  const refused = loadSpec({ ...mocked("broken", "broken.yaml"), strict: true }, cache.dir);
  await expect(refused).rejects.toBeInstanceOf(SpecRefusal);
  const message = await refused.catch((err: Error) => err.message);
  expect(message).toMatch(/broken\.yaml is not a valid OpenAPI document \(3 problem\(s\)\)/);
  expect(message).toMatch(
    /broken\.yaml:2:1: #\/info: The field `version` must be present on this level\. \(rule struct\)/,
  );
  expect(message).toMatch(
    /#\/paths\/~1things~1\{id\}\/get\/responses\/200\/content\/application~1json\/schema: Can't resolve \$ref/,
  );
  expect(message).toMatch(/does not define the path parameter `\{id\}`.*\(rule path-parameters-defined\)/);
});

test("with --strict, the server stops with a non-zero exit and the problems on stderr", async () => {
  const root = path.resolve(__dirname, "../..");
  const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [
        "--import",
        "tsx",
        "src/server.ts",
        "--spec",
        path.join(SPECS, "broken.yaml"),
        "--mock",
        "broken",
        "--strict",
        "--cache-dir",
        cache.dir,
      ],
      {
        cwd: root,
        env: { ...process.env, PORT: "0", SERVICES: "api-keys", LOG_LEVEL: "warn" },
        timeout: 60_000,
      },
      () => undefined,
    );
    let stderr = "";
    child.stderr?.on("data", (c: Buffer) => {
      stderr += String(c);
    });
    child.on("exit", (code) => resolve({ code, stderr }));
  });
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/is not a valid OpenAPI document/);
  expect(result.stderr).toMatch(/#\/info: The field `version` must be present/);
});
