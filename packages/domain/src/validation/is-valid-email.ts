/**
 * text@text.text with no spaces (spec §5): one `@`, and a dot inside the part after it.
 *
 * Written so that a regex engine never backtracks more than once over the input (linear time):
 * the part after the `@` is its first character, then characters up to the first dot, then the
 * rest. The obvious `[^\s@]+\.[^\s@]+` matches the same strings but is quadratic on `a@` + many
 * dots + `@` (issue #21: a 1 MB body held the event loop for minutes).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The longest email address a form or route accepts (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
