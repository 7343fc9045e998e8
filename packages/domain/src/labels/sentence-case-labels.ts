/** `"in_review"` → `"In review"`, as a type: a value's words, the first capitalised. */
export type SentenceCase<Value extends string> = Capitalize<WordsOf<Value>>;
type WordsOf<Value extends string> = Value extends `${infer Head}_${infer Rest}`
  ? `${Head} ${WordsOf<Rest>}`
  : Value;

/** One value in sentence case: `"pending_review"` → `"Pending review"`. */
export function sentenceCase<Value extends string>(value: Value): SentenceCase<Value> {
  const words = value.replaceAll("_", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}` as SentenceCase<Value>;
}

/**
 * The labels of a list of values whose label is the value itself in sentence case (statuses,
 * roles, dimension names): `["open", "in_review"]` → `{ open: "Open", in_review: "In review" }`,
 * in the list's order, each label typed as its literal.
 */
export function sentenceCaseLabels<const Values extends readonly string[]>(
  values: Values,
): { readonly [Value in Values[number]]: SentenceCase<Value> } {
  return Object.fromEntries(values.map((value) => [value, sentenceCase(value)])) as {
    readonly [Value in Values[number]]: SentenceCase<Value>;
  };
}
