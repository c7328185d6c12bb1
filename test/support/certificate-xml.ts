/**
 * Reads the XML form of a document-exchange certificate back into the shape of its JSON form, so that a test
 * can hold the two forms to each other: attributes become string members, child elements objects, and the
 * `Subjects` wrapper the list of its `Subject` elements. Element and attribute names are kept as they are, so
 * a wrong name in the XML shows as a difference.
 */
import { XMLParser } from "fast-xml-parser";

type Node = { [key: string]: string | Node | Node[] };

function unwrapLists(node: Node): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map(unwrapLists);
    else if (key === "Subjects") out[key] = ((value.Subject as Node[] | undefined) ?? []).map(unwrapLists);
    else out[key] = unwrapLists(value);
  }
  return out;
}

/** The root element's name and its content, in the JSON form's shape. */
export function readCertificateXml(xml: string): { root: string; certificate: Node } {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseAttributeValue: false,
    ignoreDeclaration: true,
    isArray: (name) => name === "Subject",
  }).parse(xml, true) as Node;
  const roots = Object.keys(parsed);
  if (roots.length !== 1) throw new Error(`expected one root element, got ${roots.join(", ")}`);
  return { root: roots[0], certificate: unwrapLists(parsed[roots[0]] as Node) };
}
