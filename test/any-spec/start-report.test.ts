/** The start-up banner lists what a mounted spec's validators do not check, with where it is in the document. */
import { loadSpec } from "../../src/any-spec/load";
import { specLines } from "../../src/any-spec/start-report";
import { mocked, tempCache } from "./support";

const cache = tempCache();
afterAll(() => cache.remove());

test("an operation whose parameters cannot be read, and a binary body, are listed in the document's order", async () => {
  const spec = await loadSpec(mocked("inventory", "inventory.yaml"), cache.dir);
  expect([...spec.uncheckedRequests.keys()]).toEqual(["searchItems"]);
  const lines = specLines(spec, "http://127.0.0.1:8080");
  expect(lines[0]).toMatch(
    /^ {2}inventory +http:\/\/127\.0\.0\.1:8080\/inventory {2}\[mock, policy enforce\]$/,
  );
  expect(lines[1]).toMatch(
    /inventory\.yaml: 5 operations \(1 not wholly checked\), read and cached, errors as problem\+json/,
  );
  expect(lines.slice(2)).toEqual([
    expect.stringMatching(/not checked \(2\), passed on as they come and counted:$/),
    expect.stringMatching(
      /#\/paths\/~1items~1\{id\}~1photo\/put\/requestBody\/content\/image~1png: image\/png request bodies are forwarded with their schema unchecked: binary \(format: binary\)$/,
    ),
    expect.stringMatching(
      /#\/paths\/~1search\/get: parameter X-Fields: style form is not defined for parameters in header; the request is forwarded unchecked$/,
    ),
  ]);
});
