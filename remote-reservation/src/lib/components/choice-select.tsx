import { useId, type ReactNode } from 'react';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';

export interface ChoiceSelectProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Why nothing can be picked; the select is then disabled, marked invalid and described by it. */
  readonly error?: string;
  /** The `<option>`s. */
  readonly children: ReactNode;
}

/**
 * One field of the choice bar: Chakra's Field and native select. A choice with nothing to pick says why and cannot
 * be opened; the select is described by that reason (Field alone points only `aria-errormessage` at it, which
 * several screen readers ignore), through the error text's id given to the Field.
 */
export function ChoiceSelect({ label, value, onChange, error, children }: ChoiceSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  return (
    <Field.Root invalid={invalid} disabled={invalid} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-describedby={invalid ? errorId : undefined}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
