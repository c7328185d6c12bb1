/**
 * Google's `updateMask` query parameter (a google.protobuf.FieldMask in its JSON form): comma-separated
 * field paths, each accepted in lowerCamelCase and in its original snake_case, as the proto JSON mapping
 * does. Shared by the Google services; each says which names it takes and why it refuses the others.
 */
import { invalid } from "../errors/service-error";

export interface MaskRules<F extends string> {
  /** Every accepted path, in both spellings, with the field it stands for. */
  fieldByName: Readonly<Record<string, F>>;
  /** The fields `*` stands for; without it, `*` is refused like any unknown name. */
  wildcard?: readonly F[];
  /** Why `name` cannot be updated: the description the invalid-argument error carries. */
  refuse(name: string): string;
}

/** The fields the mask names, or undefined when no mask (or a blank one) was given. */
export function maskedFields<F extends string>(
  updateMask: string | undefined,
  rules: MaskRules<F>,
): Set<F> | undefined {
  if (updateMask === undefined || updateMask.trim() === "") return undefined;
  const fields = new Set<F>();
  for (const raw of updateMask.split(",")) {
    const name = raw.trim();
    if (name === "*" && rules.wildcard) for (const f of rules.wildcard) fields.add(f);
    // Own properties only: a path such as `constructor` names no field.
    else if (Object.hasOwn(rules.fieldByName, name)) fields.add(rules.fieldByName[name]);
    else throw invalid("updateMask", rules.refuse(name));
  }
  return fields;
}
