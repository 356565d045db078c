import { useForm } from 'react-hook-form';
import { Email, PASSWORD_MIN_LENGTH, Phone, RegisterBody } from '@restaurant/shared/contracts';
import { contractResolver, type FieldSchemas } from '@restaurant/shared/forms';
import { PasswordField, TextField } from '../../../lib/auth-fields';
import { AuthForm, EmailField } from '../../../lib/auth-form';
import { useFieldErrorText } from '../../../lib/field-error-text';
import { authTranslations } from '../../../lib/translations';
import { useRegister } from '../api/register';

export interface SignUpValues {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const schemas: FieldSchemas<SignUpValues> = {
  fullName: RegisterBody.properties.fullName,
  email: Email,
  phone: Phone,
  password: RegisterBody.properties.password,
};

const resolver = contractResolver<SignUpValues>(schemas, {
  optional: ['phone'],
  refine: ({ password, confirmPassword }) => ({
    // Only checked against the first entry: the contract rules are reported on that one.
    confirmPassword: confirmPassword === '' ? 'required' : confirmPassword === password ? undefined : 'mismatch',
  }),
});

export interface SignUpFormProps {
  onRegistered: (email: string) => void;
}

export function SignUpForm({ onRegistered }: SignUpFormProps) {
  const { t } = authTranslations.useTranslation();
  const errorText = useFieldErrorText();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver,
    defaultValues: { fullName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    const email = values.email.trim();
    const phone = values.phone.trim();
    registerMutation.mutate(
      { email, password: values.password, fullName: values.fullName.trim(), ...(phone ? { phone } : {}) },
      { onSuccess: () => onRegistered(email) },
    );
  });

  const pending = registerMutation.isPending;
  return (
    <AuthForm
      onSubmit={onSubmit}
      error={registerMutation.error}
      pending={pending}
      submitLabel={t('signUp.submit')}
      pendingLabel={t('signUp.pending')}
    >
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        placeholder={t('placeholders.fullName')}
        error={errorText(errors.fullName, schemas.fullName)}
        {...register('fullName')}
      />
      <EmailField error={errorText(errors.email, schemas.email, 'email')} {...register('email')} />
      <TextField
        label={t('fields.phone')}
        optional
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        placeholder={t('placeholders.phone')}
        error={errorText(errors.phone, schemas.phone, 'phone')}
        {...register('phone')}
      />
      <PasswordField
        label={t('fields.password')}
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
