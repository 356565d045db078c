import type { FormEvent, ReactNode } from 'react';
import { useHydrated, type ApiError } from '@restaurant/shared';
import { Button, Stack } from '@restaurant/shared/ui';
import { TextField, type TextFieldProps } from './auth-fields';
import { FormErrorAlert } from './form-alerts';
import { authTranslations } from './translations';

export interface AuthFormProps {
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The failed submit, shown (and focused) above the fields. */
  error: ApiError | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
  /** What follows the submit button (the verification page's "resend the code"). */
  footer?: ReactNode;
}

/**
 * Every account form: the server's error first, the fields, then one submit button that shows the request. The page
 * arrives rendered by the server: until its script runs, the button is disabled (Enter submits nothing either), and
 * the form says POST, so a password can never end up in a URL, a log or the history as a native GET would put it.
 */
export function AuthForm({ onSubmit, error, pending, submitLabel, pendingLabel, children, footer }: AuthFormProps) {
  const hydrated = useHydrated();
  return (
    <Stack asChild gap="5">
      {/* eslint-disable-next-line local/form-uses-react-hook-form -- the frame of the account forms: each caller's useForm passes its handleSubmit as onSubmit */}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormErrorAlert error={error} />
        {children}
        <Button type="submit" size="lg" loading={pending} loadingText={pendingLabel} disabled={pending || !hydrated}>
          {submitLabel}
        </Button>
        {footer}
      </form>
    </Stack>
  );
}

/** The e-mail field of the sign-in, sign-up and forgot-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = authTranslations.useTranslation();
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('placeholders.email')}
      {...props}
    />
  );
}
