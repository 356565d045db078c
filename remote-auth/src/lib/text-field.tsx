import { useId, type ComponentProps, type ReactNode } from 'react';
import { chakra } from '@restaurant/shared/ui';
import { FieldFrame, INPUT_CSS } from './field-frame';
import { fieldDescription } from './field-ids';
import { authTranslations } from './translations';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  /** Translated message; marks the input `aria-invalid` and describes it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
}

/**
 * Label, input and message: the input gets `aria-invalid` and an `aria-describedby` that points at the error (or the
 * hint), so a screen reader reads the problem with the field.
 */
export function TextField({ label, error, hint, optional = false, required, id, ...inputProps }: TextFieldProps) {
  const { t } = authTranslations.useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const isRequired = required ?? !optional;
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      required={isRequired}
      optionalText={optional ? t('fields.optional') : undefined}
      error={error}
      hint={hint}
    >
      <chakra.input
        css={INPUT_CSS}
        {...inputProps}
        id={inputId}
        required={isRequired}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={fieldDescription(inputId, error !== undefined, Boolean(hint))}
      />
    </FieldFrame>
  );
}
