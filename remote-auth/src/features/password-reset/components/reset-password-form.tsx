import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, RegisterBody } from '@restaurant/shared/contracts';
import { contractResolver, type FieldSchemas } from '@restaurant/shared/forms';
import { Alert, Button, Stack } from '@restaurant/shared/ui';
import { PasswordField } from '../../../lib/auth-fields';
import { AuthForm } from '../../../lib/auth-form';
import { useFieldErrorText } from '../../../lib/field-error-text';
import { authTranslations } from '../../../lib/translations';
import { INVALID_RESET_TOKEN, useResetPassword } from '../api/reset-password';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

// A new password follows the same contract rule as at sign-up.
const schemas: FieldSchemas<ResetValues> = { password: RegisterBody.properties.password };
const resolver = contractResolver<ResetValues>(schemas, {
  refine: ({ password, confirmPassword }) => ({
    confirmPassword: confirmPassword === '' ? 'required' : confirmPassword === password ? undefined : 'mismatch',
  }),
});

export interface ResetPasswordFormProps {
  token: string;
  onChanged: () => void;
  onRequestNewLink: () => void;
}

export function ResetPasswordForm({ token, onChanged, onRequestNewLink }: ResetPasswordFormProps) {
  const { t } = authTranslations.useTranslation();
  const errorText = useFieldErrorText();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({ resolver, defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ password }) => {
    resetPassword.mutate({ token, password }, { onSuccess: onChanged });
  });

  if (resetPassword.error?.code === INVALID_RESET_TOKEN) {
    return (
      <Stack gap="5">
        <Alert.Root status="error" role="alert" borderRadius="card">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('reset.invalidTitle')}</Alert.Title>
            <Alert.Description>{t('reset.invalid')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button autoFocus onClick={onRequestNewLink}>
          {t('reset.requestNew')}
        </Button>
      </Stack>
    );
  }

  const pending = resetPassword.isPending;
  return (
    <AuthForm
      onSubmit={onSubmit}
      error={resetPassword.error}
      pending={pending}
      submitLabel={t('reset.submit')}
      pendingLabel={t('reset.pending')}
    >
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={errorText(errors.password, schemas.password, 'password')}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
    </AuthForm>
  );
}
