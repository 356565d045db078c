import { useId, type ReactNode } from 'react';
import { Field } from '@restaurant/shared/ui-form';

export interface ValidatedFieldProps {
  label: string;
  required?: boolean;
  /** The translated message of the rule broken, if any. */
  error?: string | undefined;
  helper?: string;
  gridColumn?: { md: string };
  /** The control, given the id of the text that describes it (the error when there is one, else the hint). */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A Chakra Field whose control is described by its error text. Chakra links the error with `aria-errormessage`
 * only, which few screen readers announce; `aria-describedby` is read by all of them.
 */
export function ValidatedField({ label, required, error, helper, gridColumn, children }: ValidatedFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = error ? errorId : helper ? helperId : undefined;
  return (
    <Field.Root
      required={required}
      invalid={!!error}
      ids={{ errorText: errorId, helperText: helperId }}
      {...(gridColumn ? { gridColumn } : {})}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children(describedBy)}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
