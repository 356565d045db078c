import { useId, type ReactNode } from 'react';
import { Field, Input, type InputProps } from '@restaurant/shared/ui-form';
import { fieldDescription } from './field-ids';
import { authTranslations } from './translations';

export interface TextFieldProps extends InputProps {
  label: string;
  /** Translated message; marks the input `aria-invalid` and describes it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
}

/**
 * Label, input and message wired by Chakra's Field: the input gets `aria-invalid` and an `aria-describedby` that
 * points at the error (or the hint), so a screen reader reads the problem with the field.
 */
export function TextField({ label, error, hint, optional = false, required, id, ...inputProps }: TextFieldProps) {
  const { t } = authTranslations.useTranslation();
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <Field.Root id={fieldId} invalid={error !== undefined} required={required ?? !optional}>
      <Field.Label>
        {label}
        {optional ? <Field.RequiredIndicator fallback={` ${t('fields.optional')}`} /> : <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...inputProps} aria-describedby={fieldDescription(fieldId, error !== undefined, Boolean(hint))} />
      {error !== undefined ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {error === undefined && hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
