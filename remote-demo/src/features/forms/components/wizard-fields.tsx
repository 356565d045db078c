import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Stack, Text } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { Field, Input } from '@restaurant/shared/ui-form';
import { useRuleText } from '../hooks/use-rule-text';
import type { WizardValues } from '../lib/wizard-schema';
import { formsTranslations } from '../translations';
import { ValidatedField } from './validated-field';

interface StepFieldsProps {
  form: UseFormReturn<WizardValues>;
}

export function AccountFields({ form }: StepFieldsProps) {
  const { t } = formsTranslations.useTranslation();
  const ruleText = useRuleText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="md">
      <ValidatedField label={t('fields.email')} required error={ruleText(errors.email, 'email')}>
        {(describedBy) => (
          <Input type="email" autoComplete="email" aria-describedby={describedBy} {...register('email')} />
        )}
      </ValidatedField>
      <ValidatedField
        label={t('fields.password')}
        required
        error={ruleText(errors.password, 'password')}
        helper={t('validation.passwordHint', { min: 8 })}
      >
        {(describedBy) => (
          <Input type="password" autoComplete="new-password" aria-describedby={describedBy} {...register('password')} />
        )}
      </ValidatedField>
    </Stack>
  );
}

export function ProfileFields({ form }: StepFieldsProps) {
  const { t } = formsTranslations.useTranslation();
  const ruleText = useRuleText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="md">
      <Text fontSize="sm" color="fg.muted">
        {t('wizard.profileHint')}
      </Text>
      <ValidatedField label={t('fields.name')} error={ruleText(errors.fullName, 'name')}>
        {(describedBy) => <Input autoComplete="name" aria-describedby={describedBy} {...register('fullName')} />}
      </ValidatedField>
      <ValidatedField label={t('fields.phone')} error={ruleText(errors.phone, 'phone')}>
        {(describedBy) => (
          <Input type="tel" autoComplete="tel" dir="ltr" aria-describedby={describedBy} {...register('phone')} />
        )}
      </ValidatedField>
    </Stack>
  );
}

export function FinishFields({ form }: StepFieldsProps) {
  const { t } = formsTranslations.useTranslation();
  const ruleText = useRuleText();
  const termsErrorId = useId();
  const {
    control,
    getValues,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="md">
      <Text>{t('wizard.review', { email: getValues('email') })}</Text>
      <Controller
        control={control}
        name="terms"
        render={({ field }) => (
          <Field.Root required invalid={!!errors.terms}>
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(event) => field.onChange(event.checked === true)}
              invalid={!!errors.terms}
            >
              <Checkbox.HiddenInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                aria-describedby={errors.terms ? termsErrorId : undefined}
              />
              <Checkbox.Control />
              <Checkbox.Label>{t('wizard.terms')}</Checkbox.Label>
            </Checkbox.Root>
            <Field.ErrorText id={termsErrorId}>{ruleText(errors.terms, 'terms')}</Field.ErrorText>
          </Field.Root>
        )}
      />
    </Stack>
  );
}
