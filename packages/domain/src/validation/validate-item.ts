import type { FieldError } from "./envelope";
import {
  createItemSpecSchema,
  type ItemSpec,
  type ItemSpecSchemaOptions,
  itemSpecSchema,
} from "./item-spec";
import { toFieldErrors } from "./to-field-errors";

export type ValidateItemResult =
  | { ok: true; value: ItemSpec }
  | { ok: false; errors: FieldError[] };

/** Checks an item spec against the catalog; errors carry dotted field paths and spec messages. */
export function validateItem(
  input: unknown,
  options: ItemSpecSchemaOptions = {},
): ValidateItemResult {
  const schema =
    options.minimumOrderQuantity || options.isAvailable
      ? createItemSpecSchema(options)
      : itemSpecSchema;
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: toFieldErrors(result.error.issues) };
}
