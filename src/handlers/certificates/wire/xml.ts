/**
 * The XML form of a certificate: every scalar member of the certificate schema's tree an attribute, every
 * object a child element, and the items of a list wrapped in their singular (`Subjects/Subject`).
 */
import { XMLBuilder } from "fast-xml-parser";
import type { Certificate } from "./certificate-schema";

/** The element name of one item of a wrapped list. */
const LIST_ITEM: Record<string, string> = { Subjects: "Subject" };

type XmlNode = { [key: string]: string | XmlNode | XmlNode[] };

function toXmlNode(element: object): XmlNode {
  const node: XmlNode = {};
  for (const [key, value] of Object.entries(element)) {
    if (typeof value === "string") node[`@_${key}`] = value;
    else if (Array.isArray(value)) node[key] = { [LIST_ITEM[key]]: value.map(toXmlNode) };
    else node[key] = toXmlNode(value);
  }
  return node;
}

export function certificateXml(certificate: Certificate): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    format: true,
    suppressEmptyNode: true,
  });
  const tree = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    Certificate: toXmlNode(certificate),
  };
  return builder.build(tree) as string;
}
