import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@restaurant/shared/ui-form';
import { asNumber } from './as-number';

export interface FormNumberFieldProps<Values extends FieldValues> {
  readonly register: UseFormRegister<Values>;
  readonly name: FieldPath<Values>;
  readonly label: string;
  /** The field's translated message, or null while it is valid. */
  readonly error: string | null;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly hint?: string;
  /** Called after every change, as the form's other fields call it (a saved notice or a conflict then clears). */
  readonly onEdit: () => void;
}

/** A whole-number field of a react-hook-form form, drawn with Chakra's field: label, hint and inline message. */
export function FormNumberField<Values extends FieldValues>({
  register,
  name,
  label,
  error,
  required = false,
  disabled = false,
  hint,
  onEdit,
}: FormNumberFieldProps<Values>) {
  return (
    <Field.Root invalid={error !== null} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        step={1}
        {...register(name, { setValueAs: asNumber, onChange: onEdit })}
      />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
