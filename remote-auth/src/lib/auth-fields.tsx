import type { ReactNode } from 'react';
import { PlainField, PlainInput, PlainPasswordInput, type PlainInputProps } from '@restaurant/shared/ui-native';
import { authTranslations } from './translations';

export interface TextFieldProps extends Omit<PlainInputProps, 'children'> {
  label: string;
  /** Translated message; marks the input `aria-invalid` and describes it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
}

/**
 * One field of an account form: label, input and message on `ui-native` (the sign-in page's first load has no room
 * for `ui-form`: issue 17). Required unless `optional`; the input is described by its error, else its hint.
 */
export function TextField({ label, error, hint, optional = false, required, id, ...inputProps }: TextFieldProps) {
  const { t } = authTranslations.useTranslation();
  return (
    <PlainField
      id={id}
      label={label}
      required={required ?? !optional}
      optionalText={optional ? t('fields.optional') : undefined}
      errorText={error}
      helperText={hint}
    >
      <PlainInput {...inputProps} />
    </PlainField>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'optional' | 'required'>;

/** A required password field with the show/hide toggle, named in the page's language. */
export function PasswordField({ label, error, hint, id, ...inputProps }: PasswordFieldProps) {
  const { t } = authTranslations.useTranslation();
  return (
    <PlainField id={id} label={label} required errorText={error} helperText={hint}>
      <PlainPasswordInput showLabel={t('password.show')} hideLabel={t('password.hide')} {...inputProps} />
    </PlainField>
  );
}
