import { useId, useState, type ReactNode } from 'react';
import { IconButton, lineIcon } from '@restaurant/shared/ui';
import { Field, Input, InputGroup, type InputProps } from '@restaurant/shared/ui-form';
import { authTranslations } from './translations';

// Drawn like the shell's own line icons. Decorative: the toggle around each is named.
const EyeIcon = lineIcon('EyeIcon', [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);

const EyeOffIcon = lineIcon('EyeOffIcon', [
  'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5',
  'M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'M3 3l18 18',
]);

export interface TextFieldProps extends InputProps {
  label: string;
  /** Translated message; marks the input `aria-invalid` and describes it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
}

interface FieldFrameProps {
  id: string | undefined;
  label: string;
  error: string | undefined;
  hint: ReactNode;
  required: boolean;
  /** The control, given the ids it is described by. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/**
 * Label, control and message wired by Chakra's Field (`ui-form`). Field points `aria-errormessage` at the error,
 * which several screen readers still ignore, and `aria-describedby` only at the helper text: the control is
 * described by its error, else its hint, through the ids given to the Field (its `ids` prop).
 */
function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  const { t } = authTranslations.useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const hasError = error !== undefined;
  const hasHint = !hasError && hint !== undefined && hint !== null && hint !== false;
  return (
    <Field.Root id={controlId} ids={{ errorText: errorId, helperText: hintId }} invalid={hasError} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator fallback={` ${t('fields.optional')}`} />
      </Field.Label>
      {children({ id: controlId, describedBy: hasError ? errorId : hasHint ? hintId : undefined })}
      {hasError ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {hasHint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** One field of an account form: label, input and message. Required unless `optional`. */
export function TextField({ label, error, hint, optional = false, required, id, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required ?? !optional}>
      {({ describedBy }) => <Input {...inputProps} aria-describedby={describedBy} />}
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'optional' | 'required'>;

/**
 * A required password field with a show/hide toggle (Chakra's input group with an end element): a named button
 * that says, pressed or not, whether the text is visible, and names the input it controls.
 */
export function PasswordField({ label, error, hint, id, ...inputProps }: PasswordFieldProps) {
  const { t } = authTranslations.useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required>
      {({ id: inputId, describedBy }) => (
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
              disabled={inputProps.disabled}
              onClick={() => setVisible((current) => !current)}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          }
        >
          <Input {...inputProps} type={visible ? 'text' : 'password'} aria-describedby={describedBy} />
        </InputGroup>
      )}
    </FieldFrame>
  );
}
