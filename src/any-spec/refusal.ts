/** A document the gateway cannot serve, with what is wrong in it (file, JSON pointer, problem). */
export class SpecRefusal extends Error {
  override readonly name = "SpecRefusal";
}
