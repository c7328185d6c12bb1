/** The provider's success envelope: `{result, code: 2000, message: "Success"}` with status 200. */
export function ok<T>(result: T) {
  return { status: 200 as const, body: { result, code: 2000 as const, message: "Success" as const } };
}
