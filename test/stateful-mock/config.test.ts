/** The stateful mock's settings: `--mock-stateless`, `--mock-config`, and the config file's `stateless` and `mockConfig`. */
import path from "node:path";
import { ConfigError, parseStartArgs } from "../../src/config";

test("flags: --mock keeps state, --mock-stateless does not, --mock-config names hints", () => {
  const { proxy } = parseStartArgs([
    "--spec",
    "orders=./orders.yaml",
    "--mock",
    "orders",
    "--mock-config",
    "orders=./orders.mock.json",
    "--spec",
    "catalog=./catalog.yaml",
    "--mock-stateless",
    "catalog",
  ]);
  expect(proxy.specs?.map((s) => [s.name, s.target])).toEqual([
    ["orders", { kind: "mock", policy: "enforce", mockConfig: path.resolve("orders.mock.json") }],
    ["catalog", { kind: "mock", policy: "enforce", stateless: true }],
  ]);
});

test("config file: stateless and mockConfig (relative to the file)", () => {
  const file = JSON.stringify({
    specs: {
      orders: { file: "./orders.yaml", mock: true, mockConfig: "./orders.mock.json" },
      catalog: { file: "./catalog.yaml", stateless: true },
    },
  });
  const { proxy } = parseStartArgs(["--config", "/etc/gw/gw.json"], () => file);
  expect(proxy.specs?.map((s) => [s.name, s.target])).toEqual([
    ["orders", { kind: "mock", policy: "enforce", mockConfig: "/etc/gw/orders.mock.json" }],
    ["catalog", { kind: "mock", policy: "enforce", stateless: true }],
  ]);
  expect(() =>
    parseStartArgs(["--config", "/etc/gw/gw.json"], () =>
      JSON.stringify({ specs: { orders: { file: "./o.yaml", mock: true, stateless: "yes" } } }),
    ),
  ).toThrow(new ConfigError("/etc/gw/gw.json: specs.orders.stateless: true or false"));
});

test("a proxied spec takes no --mock-config", () => {
  expect(() =>
    parseStartArgs([
      "--spec",
      "orders=./o.yaml",
      "--proxy",
      "orders=http://127.0.0.1:9",
      "--mock-config",
      "orders=m.json",
    ]),
  ).toThrow("--mock-config orders: orders is proxied, not mocked");
});
