/**
 * The kinds of change Twilio labels breaking, made on Twilio's published documents: each must be found on the
 * operations it reaches, at the level twilio-cases.ts gives it (a compatible one must still be reported).
 */
import { judge, sides } from "./judge";
import { cases } from "./twilio-cases";

describe("kinds of change Twilio's changelog labels breaking, on Twilio's documents", () => {
  it.each(cases.map((c) => [`${c.kind}: ${c.title}`, c] as const))(
    "%s",
    (_title, c) => {
      const [oldText, newText] = sides(c);
      expect(JSON.parse(oldText)).not.toEqual(JSON.parse(newText));
      // The operations given a level the case does not accept, or none, with the rules the engine applied.
      const off = judge(c).filter((j) => j.level === undefined || !c.levels.includes(j.level));
      expect(off).toEqual([]);
    },
    120_000,
  );
});
