/** Jest runs the TypeScript tests through ts-jest in transpile-only mode; `make typecheck` checks types. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json", diagnostics: false }] },
  testTimeout: 30000,
};
