/** Choosing each service's mode at start: flags, a JSON config file, their precedence, and bad input. */
import { ConfigError, DEFAULT_UPSTREAM_TIMEOUT_MS, parseStartArgs } from "../../src/config";

const files: Record<string, string> = {
  "staging.json": JSON.stringify({
    policy: "report",
    upstreamTimeoutMs: 8000,
    validationLimitBytes: 4096,
    proxy: {
      "api-keys": "https://apikeys.googleapis.com/",
      "access-approval": { url: "https://accessapproval.googleapis.com", policy: "enforce", timeoutMs: 3000 },
    },
  }),
  "broken.json": "{ proxy: ",
};
const read = (file: string) => {
  if (!(file in files)) throw new Error("ENOENT");
  return files[file];
};

test("no arguments: every service in reference mode", () => {
  expect(parseStartArgs([]).proxy.upstreams).toEqual({});
});

test("--proxy and --policy, in both flag spellings", () => {
  const { proxy } = parseStartArgs(
    ["--proxy", "api-keys=http://127.0.0.1:9000/api-keys/", "--policy=report", "--upstream-timeout", "1500"],
    read,
  );
  expect(proxy.upstreams).toEqual({
    "api-keys": { url: "http://127.0.0.1:9000/api-keys", policy: "report", timeoutMs: 1500 },
  });
});

test("several services at once, with a policy for one of them", () => {
  const { proxy } = parseStartArgs(
    [
      "--proxy",
      "api-keys=https://apikeys.googleapis.com",
      "--proxy",
      "access-approval=https://accessapproval.googleapis.com",
      "--policy",
      "access-approval=report",
    ],
    read,
  );
  expect(proxy.upstreams).toEqual({
    "api-keys": {
      url: "https://apikeys.googleapis.com",
      policy: "enforce",
      timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
    },
    "access-approval": {
      url: "https://accessapproval.googleapis.com",
      policy: "report",
      timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
    },
  });
});

test("a config file, with flags overriding it", () => {
  const fromFile = parseStartArgs(["--config", "staging.json"], read).proxy;
  expect(fromFile).toEqual({
    upstreams: {
      "api-keys": { url: "https://apikeys.googleapis.com", policy: "report", timeoutMs: 8000 },
      "access-approval": { url: "https://accessapproval.googleapis.com", policy: "enforce", timeoutMs: 3000 },
    },
    validationLimitBytes: 4096,
    violationHistory: 200,
  });
  const overridden = parseStartArgs(
    ["--config", "staging.json", "--policy", "enforce", "--proxy", "api-keys=http://localhost:9999"],
    read,
  ).proxy.upstreams;
  expect(overridden["api-keys"]).toEqual({
    url: "http://localhost:9999",
    policy: "enforce",
    timeoutMs: 8000,
  });
  // A per-service setting in the file is more specific than a global flag.
  expect(overridden["access-approval"]?.policy).toBe("enforce");
});

test.each([
  [["--proxy", "nope=https://example.com"], /unknown service "nope"/],
  [["--proxy", "api-keys"], /expected <slug>=<value>/],
  [["--proxy", "api-keys=ftp://example.com"], /http or https/],
  [["--proxy", "api-keys=https://example.com/?x=1"], /query or fragment/],
  [["--proxy", "api-keys=not a url"], /not an absolute URL/],
  [["--policy", "lenient"], /policy must be one of enforce, report/],
  [["--policy", "api-keys=report"], /not proxied/],
  [["--upstream-timeout", "-5"], /positive integer/],
  [["--upstream-timeout"], /needs a value/],
  [["--config", "missing.json"], /cannot read missing.json/],
  [["--config", "broken.json"], /not valid JSON/],
  [["--verbose"], /unknown argument/],
])("%j is refused", (argv, message) => {
  expect(() => parseStartArgs(argv, read)).toThrow(ConfigError);
  expect(() => parseStartArgs(argv, read)).toThrow(message);
});

test("--help asks for the usage", () => {
  expect(parseStartArgs(["--help"]).help).toBe(true);
});
