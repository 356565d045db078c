import { useId, useState } from 'react';
import { chakra, IconButton } from '@restaurant/shared/ui';
import { FieldFrame, INPUT_CSS, INPUT_END_ELEMENT_CSS } from './field-frame';
import { fieldDescription } from './field-ids';
import { EyeIcon, EyeOffIcon } from './icons';
import type { TextFieldProps } from './text-field';
import { authTranslations } from './translations';

// Room at the end for the show/hide button (what Chakra's InputGroup gives an input with an end element).
const PASSWORD_INPUT_CSS = { ...INPUT_CSS, pe: '10' };

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'optional'>;

/** A password input with a show/hide toggle (a named toggle button that says whether the text is visible). */
export function PasswordField({ label, error, hint, id, ...inputProps }: PasswordFieldProps) {
  const { t } = authTranslations.useTranslation();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} required error={error} hint={hint}>
      <chakra.div position="relative" display="flex" width="full">
        <chakra.input
          css={PASSWORD_INPUT_CSS}
          {...inputProps}
          id={inputId}
          required
          type={visible ? 'text' : 'password'}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={fieldDescription(inputId, error !== undefined, Boolean(hint))}
        />
        <chakra.div css={INPUT_END_ELEMENT_CSS}>
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
        </chakra.div>
      </chakra.div>
    </FieldFrame>
  );
}
