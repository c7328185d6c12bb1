/**
 * What the bundles get for `mime-types` (an esbuild alias in package.json's build): Express's copy of it,
 * loaded the first time one of its functions or tables is used. Loading it builds its tables from the whole
 * of mime-db, settling each extension claimed by several types (about 7 ms of every start); Express, send,
 * accepts and type-is require it when they load but use it only while serving a request.
 */
interface MimeTypes {
  charset(type: string): string | false;
  charsets: { lookup(type: string): string | false };
  contentType(type: string): string | false;
  extension(type: string): string | false;
  extensions: Record<string, string[]>;
  lookup(path: string): string | false;
  types: Record<string, string>;
  _extensionConflicts: unknown[];
}

let loaded: MimeTypes | undefined;

/** The module itself, by its path: the package name would resolve to this file again. */
function mime(): MimeTypes {
  loaded ??= require("../../node_modules/express/node_modules/mime-types/index.js") as MimeTypes;
  return loaded;
}

module.exports = {
  charset: (type: string) => mime().charset(type),
  get charsets() {
    return mime().charsets;
  },
  contentType: (type: string) => mime().contentType(type),
  extension: (type: string) => mime().extension(type),
  get extensions() {
    return mime().extensions;
  },
  lookup: (path: string) => mime().lookup(path),
  get types() {
    return mime().types;
  },
  get _extensionConflicts() {
    return mime()._extensionConflicts;
  },
} satisfies MimeTypes;
