/**
 * The loaders of the commands that serve or compare documents only (`mock`, `proxy`, `diff`): what
 * dist/documents.js holds, and dist/gateway.js too. Each command's modules are required when it runs, so
 * that `diff` does not load the linter into a mock's start, nor `mock` the differ into a diff.
 */
import { markOneOffWork } from "../launch/one-off-work";
import type { CommandsOf } from "./commands";
import type { CommandLoaders } from "./index";

export const DOCUMENT_COMMANDS: CommandLoaders<CommandsOf<"documents">> = {
  mock: () => (require("./mock") as typeof import("./mock")).mock,
  proxy: () => (require("./proxy") as typeof import("./proxy")).proxy,
  diff: () => {
    // Said before the differ and the linter load: their bytecode is no part of the starts of mock and proxy.
    markOneOffWork();
    return (require("./diff") as typeof import("./diff")).diff;
  },
};
