/**
 * The one shape of the ids the server hands out (orders, documents, quote requests): a UUID in
 * canonical 8-4-4-4-12 hex form. Checked before an id reaches a `uuid` column, so a malformed id
 * answers like an unknown one instead of a database error.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
