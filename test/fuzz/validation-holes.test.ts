/**
 * The validation holes that the generated request validators close (non-finite numbers against min/max,
 * empty query values as absent): the acceptance table for that work, judged like every hostile case.
 */
import { VALIDATION_CASES } from "./hostile-cases";
import { type TableRunner, tableRunner } from "./table";

let table: TableRunner;
beforeAll(async () => {
  table = await tableRunner();
});
afterAll(() => table.gateway.close());

test.each(VALIDATION_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => table.run(c));
