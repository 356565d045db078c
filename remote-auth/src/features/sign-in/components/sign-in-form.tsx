import { Controller, useForm } from 'react-hook-form';
import { contractResolver, deferredFieldSchemas } from '@restaurant/shared/forms';
import { Link as RouterLink } from '@restaurant/shared/router';
import { Link, Stack } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { PasswordField } from '../../../lib/auth-fields';
import { AuthForm, EmailField } from '../../../lib/auth-form';
import { useFieldErrorText } from '../../../lib/field-error-text';
import { authTranslations } from '../../../lib/translations';
import { useLogin } from '../api/login';

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

// The login contract only asks for non-empty fields; the e-mail's own contract rule adds the format check early.
// Loaded with the first validation: the sign-in page renders without TypeBox (issue 17's first-load budget).
const schemas = deferredFieldSchemas<SignInValues>(() =>
  import('@restaurant/shared/contracts').then(({ Email, LoginBody }) => ({
    email: Email,
    password: LoginBody.properties.password,
  })),
);
const resolver = contractResolver<SignInValues>(schemas);

export interface SignInFormProps {
  defaultEmail?: string;
  forgotPasswordPath: string;
  onSignedIn: () => void;
}

export function SignInForm({ defaultEmail = '', forgotPasswordPath, onSignedIn }: SignInFormProps) {
  const { t } = authTranslations.useTranslation();
  const errorText = useFieldErrorText();
  const loginMutation = useLogin();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver,
    defaultValues: { email: defaultEmail, password: '', remember: true },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(
      { credentials: { email: values.email.trim(), password: values.password }, remember: values.remember },
      { onSuccess: onSignedIn },
    );
  });

  const pending = loginMutation.isPending;
  return (
    <AuthForm
      onSubmit={onSubmit}
      error={loginMutation.error}
      pending={pending}
      submitLabel={t('signIn.submit')}
      pendingLabel={t('signIn.pending')}
    >
      <EmailField error={errorText(errors.email, schemas.loaded.email, 'email')} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={errorText(errors.password, schemas.loaded.password)}
        {...register('password')}
      />
      <Stack direction="row" justify="space-between" align="center" gap="3" wrap="wrap">
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
              name={field.name}
            >
              <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('signIn.remember')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={forgotPasswordPath}>{t('signIn.forgot')}</RouterLink>
        </Link>
      </Stack>
    </AuthForm>
  );
}
