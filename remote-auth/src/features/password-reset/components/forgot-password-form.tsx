import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Email } from '@restaurant/shared/contracts';
import { contractResolver, type FieldSchemas } from '@restaurant/shared/forms';
import { Button, Stack } from '@restaurant/shared/ui';
import { AuthForm, EmailField } from '../../../lib/auth-form';
import { useFieldErrorText } from '../../../lib/field-error-text';
import { NoticeAlert } from '../../../lib/form-alerts';
import { authTranslations } from '../../../lib/translations';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ForgotValues {
  email: string;
}

const schemas: FieldSchemas<ForgotValues> = { email: Email };
const resolver = contractResolver<ForgotValues>(schemas);

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = authTranslations.useTranslation();
  const errorText = useFieldErrorText();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotValues>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    const address = email.trim();
    request.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  });

  if (sentTo !== null) {
    return (
      <Stack gap="5">
        <NoticeAlert title={t('forgot.sentTitle')}>{t('forgot.sent', { email: sentTo })}</NoticeAlert>
        <Button
          variant="outline"
          autoFocus
          onClick={() => {
            request.reset();
            reset({ email: '' });
            setSentTo(null);
          }}
        >
          {t('forgot.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={request.error}
      pending={request.isPending}
      submitLabel={t('forgot.submit')}
      pendingLabel={t('forgot.pending')}
    >
      <EmailField error={errorText(errors.email, schemas.email, 'email')} {...register('email')} />
    </AuthForm>
  );
}
