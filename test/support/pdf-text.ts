/** The text of a PDF, page by page, as a PDF reader extracts it (pdfjs-dist, Mozilla's PDF reader). */
import path from "node:path";

/** The metrics of the 14 standard PDF fonts, which pdfjs reads to lay out text in them. */
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export async function pdfText(data: Buffer): Promise<string> {
  // pdfjs-dist ships as ES modules only; jest runs with --experimental-vm-modules, which lets it load them.
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages.join("\n");
}
