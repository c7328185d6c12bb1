/**
 * The bundles' `mime-types` (src/launch/lazy-mime-types.ts): Express's copy, loaded on first use, answering
 * as the module itself does.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const REAL = path.join(root, "node_modules/express/node_modules/mime-types/index.js");

test("mime-types is loaded by the first call, not by requiring it, and answers as the module itself", () => {
  const out = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `const lazy = require("./src/launch/lazy-mime-types.ts");
const loadedAtRequire = require.cache[${JSON.stringify(REAL)}] !== undefined;
const inputs = ["json", "html", "a.txt", "file.xml", "image/svg+xml", "application/json", "text/html", "nope/nope", ""];
const ask = (m) => inputs.map((i) => [m.lookup(i), m.contentType(i), m.extension(i), m.charset(i), m.charsets.lookup(i)]);
const answers = ask(lazy);
const real = require(${JSON.stringify(REAL)});
process.stdout.write(JSON.stringify({ loadedAtRequire, same: JSON.stringify(answers) === JSON.stringify(ask(real)),
  answers, tables: lazy.types === real.types && lazy.extensions === real.extensions, xml: lazy.types.xml }));`,
    ],
    { cwd: root, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } },
  );
  const result = JSON.parse(out) as {
    loadedAtRequire: boolean;
    same: boolean;
    answers: unknown[][];
    tables: boolean;
    xml: string;
  };
  expect(result.loadedAtRequire).toBe(false);
  expect(result.same).toBe(true);
  expect(result.tables).toBe(true);
  expect(result.answers[0]).toEqual([
    "application/json",
    "application/json; charset=utf-8",
    false,
    false,
    false,
  ]);
  expect(result.answers[5]).toEqual([false, "application/json; charset=utf-8", "json", "UTF-8", "UTF-8"]);
  expect(result.xml).toBe("application/xml");
}, 60_000);
