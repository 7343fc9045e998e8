/** The fields `hasFields` checks, by kind: strings, numbers, and non-null objects. */
interface FieldsByKind {
  string?: readonly string[];
  number?: readonly string[];
  object?: readonly string[];
}

/**
 * Whether `value` is an object whose named fields are of these kinds: a light check of data this
 * app stored earlier (sessionStorage, localStorage) before it is read back as its type.
 */
export function hasFields(value: unknown, fields: FieldsByKind): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const all = (names: readonly string[] | undefined, is: (field: unknown) => boolean) =>
    (names ?? []).every((name) => is(record[name]));
  return (
    all(fields.string, (field) => typeof field === "string") &&
    all(fields.number, (field) => typeof field === "number") &&
    all(fields.object, (field) => typeof field === "object" && field !== null)
  );
}
