/** The fixed table of hostile requests (hostile-cases.ts), each judged by its status and the spec's oracle. */
import { services } from "../../generated/index";
import { ADMIN_CASES, PARAMETER_CASES, serviceCases } from "./hostile-cases";
import { type TableRunner, tableRunner } from "./table";

let table: TableRunner;
beforeAll(async () => {
  table = await tableRunner();
});
afterAll(() => table.gateway.close());

describe("the admin API", () => {
  test.each(ADMIN_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => table.run(c));
});

describe.each(services.map((s) => s.slug))("%s", (slug) => {
  const cases = serviceCases().filter((c) => c.service === slug);
  test.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => table.run(c));
});

describe("parameters", () => {
  test.each(PARAMETER_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => table.run(c));
});

test("the gateway still answers after the whole table", async () => {
  const res = await fetch(`${table.gateway.url}/healthz`);
  expect(res.status).toBe(200);
});
