/** Mounting specs from flags and from a config file: names, base paths, proxy or mock, and bad input. */
import path from "node:path";
import { ConfigError, DEFAULT_CACHE_DIR, parseStartArgs } from "../../src/config";

const files: Record<string, string> = {
  "/etc/gw/staging.json": JSON.stringify({
    policy: "report",
    cacheDir: "cache",
    specs: {
      orders: "./orders.yaml",
      catalog: { file: "specs/catalog.json", base: "/catalog/v2", mock: true },
    },
    proxy: { orders: "https://orders.staging.internal" },
  }),
  "/etc/gw/ci.json": JSON.stringify({
    strict: true,
    specs: { orders: { file: "./orders.yaml", mock: true } },
  }),
  "/etc/gw/bad-strict.json": JSON.stringify({
    strict: "yes",
    specs: { orders: { file: "./orders.yaml", mock: true } },
  }),
};
const read = (file: string) => {
  if (!(file in files)) throw new Error("ENOENT");
  return files[file];
};

test("--spec with --proxy or --mock; the name defaults to the file's", () => {
  const { proxy } = parseStartArgs(
    [
      "--spec",
      "./orders.yaml",
      "--proxy",
      "orders=https://orders.test/",
      "--spec",
      "pay=x/payments.json",
      "--mock",
      "pay",
      "--base",
      "pay=/pay/v1",
    ],
    read,
  );
  expect(proxy.upstreams).toEqual({});
  expect(proxy.cacheDir).toBe(DEFAULT_CACHE_DIR);
  expect(proxy.specs).toEqual([
    {
      name: "orders",
      file: path.resolve("orders.yaml"),
      target: {
        kind: "proxy",
        upstream: { url: "https://orders.test", policy: "enforce", timeoutMs: 30000 },
      },
    },
    {
      name: "pay",
      file: path.resolve("x/payments.json"),
      basePath: "/pay/v1",
      target: { kind: "mock", policy: "enforce" },
    },
  ]);
});

test("a config file mounts several specs, its paths relative to the file", () => {
  const { proxy } = parseStartArgs(["--config", "/etc/gw/staging.json", "--policy", "catalog=enforce"], read);
  expect(proxy.cacheDir).toBe("/etc/gw/cache");
  expect(proxy.specs).toEqual([
    {
      name: "orders",
      file: "/etc/gw/orders.yaml",
      target: {
        kind: "proxy",
        upstream: { url: "https://orders.staging.internal", policy: "report", timeoutMs: 30000 },
      },
    },
    {
      name: "catalog",
      file: "/etc/gw/specs/catalog.json",
      basePath: "/catalog/v2",
      target: { kind: "mock", policy: "enforce" },
    },
  ]);
});

test('--strict and "strict": true read every mounted spec strictly; by default none is', () => {
  const specsOf = (argv: string[]) => parseStartArgs(argv, read).proxy.specs ?? [];
  expect(specsOf(["--spec", "orders.yaml", "--mock", "orders"])[0].strict).toBeUndefined();
  expect(specsOf(["--spec", "orders.yaml", "--mock", "orders", "--strict"])[0].strict).toBe(true);
  expect(specsOf(["--config", "/etc/gw/ci.json"])[0].strict).toBe(true);
});

test.each([
  [["--config", "/etc/gw/bad-strict.json"], /strict: true or false/],
  [["--spec", "orders.yaml", "--mock", "orders", "--strict=yes"], /--strict takes no value/],
  [["--spec", "orders.yaml"], /give it an upstream \(--proxy orders=<url>\) or --mock orders/],
  [["--spec", "orders.yaml", "--mock", "orders", "--proxy", "orders=https://x.test"], /not both/],
  [["--spec", "api-keys=keys.yaml", "--mock", "api-keys"], /already a built-in service/],
  [["--spec", "Orders.yaml", "--mock", "Orders"], /lower-case slug/],
  [["--mock", "orders"], /no spec named orders/],
  [["--spec", "orders.yaml", "--mock", "orders", "--base", "orders=v1/"], /a base path such as/],
])("%j is refused", (argv, message) => {
  expect(() => parseStartArgs(argv, read)).toThrow(ConfigError);
  expect(() => parseStartArgs(argv, read)).toThrow(message);
});
