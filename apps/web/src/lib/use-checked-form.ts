import { useRef } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Resolver,
  useForm,
} from "react-hook-form";
import { fieldsOf } from "@/lib/field-props";

/**
 * A form's react-hook-form, checked by `resolver` (when `mode` says: on submit by default) and
 * starting from `defaultValues`, the ref of its form element, and `field(name)` for its FormFields
 * (lib/field-props). react-hook-form does not focus the first invalid field: lib/form-errors does,
 * below the sticky header.
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
  return { form, formRef, field: fieldsOf(form) };
}
