import { useRef } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type SubmitHandler,
  useForm,
} from "react-hook-form";
import { isApiError } from "@/lib/api-client";
import { fieldsOf } from "@/lib/field-props";
import { applyServerFieldErrors, focusFirstInvalid, reportInvalidFields } from "@/lib/form-errors";

/**
 * A form's react-hook-form, checked by `resolver` (when `mode` says: on submit by default) and
 * starting from `defaultValues`, the ref of its form element, and `field(name)` for its FormFields
 * (lib/field-props). react-hook-form does not focus the first invalid field: lib/form-errors does,
 * below the sticky header.
 *
 * `submit(onValid, invalidTitle)` is the form's submit handler: `onValid` with the checked values,
 * or, when the form's own checks refuse them, the summary toast `invalidTitle` and the first
 * failing field focused. `placeServerErrors(error, fields)` puts a refused request's field errors
 * on the form's fields (`fields`: the API fields the form shows by the same names, or a function
 * that maps an API field to the form's name) and focuses the first; it answers whether any was
 * placed.
 */
export function useCheckedForm<TInput extends FieldValues, TOutput = TInput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  defaultValues: DefaultValues<TInput>,
  mode: Mode = "onSubmit",
) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    mode,
    defaultValues,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (onValid: SubmitHandler<TOutput>, invalidTitle: string) =>
    form.handleSubmit(onValid, () => reportInvalidFields(formRef.current, invalidTitle));
  const placeServerErrors = (
    error: unknown,
    fields: readonly Path<TInput>[] | ((apiField: string) => Path<TInput> | undefined),
  ) => {
    const fieldOf =
      typeof fields === "function"
        ? fields
        : (apiField: string) => fields.find((name) => name === apiField);
    const placed = isApiError(error)
      ? applyServerFieldErrors(form.setError, error.errors, fieldOf)
      : 0;
    if (placed > 0) focusFirstInvalid(formRef.current);
    return placed > 0;
  };
  return { form, formRef, field: fieldsOf(form), submit, placeServerErrors };
}
