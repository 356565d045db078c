import { useForm } from 'react-hook-form';
import { LoginBody } from '@restaurant/shared/contracts';
import { contractResolver } from '@restaurant/shared/forms';
import { REDIRECT_PARAM, safeRedirectPath, useNavigate, useSearchParams } from '@restaurant/shared/router';
import { Alert, Button, PageContainer, Stack } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { useLogin } from '../features/access/api/login';
import { accessTranslations } from '../features/access/translations';

// Development only: `npm run dev -w remote-staff` has no auth remote, and its pages send a signed-out visitor to
// /auth/login; without this page the shell's catch-all would send them straight back, for ever. Never exposed.

type SignInValues = LoginBody;

const resolver = contractResolver<SignInValues>({
  email: LoginBody.properties.email,
  password: LoginBody.properties.password,
});

/** The standalone shell's sign-in (staff@example.com with the demo seed), back to the staff page after. */
export default function StandaloneSignIn() {
  const { t } = accessTranslations.useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => navigate(safeRedirectPath(searchParams.get(REDIRECT_PARAM), '/'), { replace: true }) },
    ),
  );

  return (
    <PageContainer title={t('signIn.title')} description={t('signIn.hint')}>
      <Stack asChild gap="4" maxW="sm">
        <form onSubmit={onSubmit} noValidate>
          {login.error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{login.error.message}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={errors.email !== undefined}>
            <Field.Label>{t('signIn.email')}</Field.Label>
            <Input type="email" autoComplete="username" {...register('email')} />
            <Field.ErrorText>{t('signIn.required')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.password !== undefined}>
            <Field.Label>{t('signIn.password')}</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('password')} />
            <Field.ErrorText>{t('signIn.required')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" loading={login.isPending} alignSelf="flex-start">
            {t('signIn.submit')}
          </Button>
        </form>
      </Stack>
    </PageContainer>
  );
}
