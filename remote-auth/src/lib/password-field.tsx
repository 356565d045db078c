import { useId, useState, type ReactNode } from 'react';
import { IconButton } from '@restaurant/shared/ui';
import { Field, Input, InputGroup, type InputProps } from '@restaurant/shared/ui-form';
import { fieldDescription } from './field-ids';
import { EyeIcon, EyeOffIcon } from './icons';
import { authTranslations } from './translations';

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle (a named toggle button that says whether the text is visible). */
export function PasswordField({ label, error, hint, id, ...inputProps }: PasswordFieldProps) {
  const { t } = authTranslations.useTranslation();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field.Root id={inputId} invalid={error !== undefined} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            me="-2"
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input
          {...inputProps}
          type={visible ? 'text' : 'password'}
          aria-describedby={fieldDescription(inputId, error !== undefined, Boolean(hint))}
        />
      </InputGroup>
      {error !== undefined ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {error === undefined && hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
