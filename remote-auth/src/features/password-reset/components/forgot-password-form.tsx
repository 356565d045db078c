import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Email } from '@restaurant/shared/contracts';
import { contractResolver, type FieldSchemas } from '@restaurant/shared/forms';
import { Button, Stack } from '@restaurant/shared/ui';
import { useFieldErrorText } from '../../../lib/field-error-text';
import { FormErrorAlert, NoticeAlert } from '../../../lib/form-alerts';
import { TextField } from '../../../lib/text-field';
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
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormErrorAlert error={request.error} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('placeholders.email')}
          error={errorText(errors.email, schemas.email, 'email')}
          {...register('email')}
        />
        <Button
          type="submit"
          size="lg"
          loading={request.isPending}
          loadingText={t('forgot.pending')}
          disabled={request.isPending}
        >
          {t('forgot.submit')}
        </Button>
      </form>
    </Stack>
  );
}
