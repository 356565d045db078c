import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Button, HStack, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { Input, NativeSelect } from '@restaurant/shared/ui-form';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useRuleText } from '../hooks/use-rule-text';
import { emptySignUp, passwordsMatch, ROLES, signUpSchemas, type SignUpValues } from '../lib/validation-schema';
import { formsTranslations } from '../translations';
import { ChoiceFields } from './choice-fields';
import { SavedNotice } from './saved-notice';
import { ValidatedField } from './validated-field';

const resolver = contractResolver<SignUpValues>(signUpSchemas, {
  trim: ['firstName', 'lastName', 'email'],
  refine: passwordsMatch,
});

/**
 * `/forms/form-validation`: react-hook-form over field schemas. Errors show under their field once submitted, then
 * follow each change; Chakra's Field ties each to its input (aria-invalid, aria-describedby).
 */
export default function FormValidationPage() {
  const { t } = formsTranslations.useTranslation();
  const ruleText = useRuleText();
  const [saved, setSaved] = useState(false);
  const form = useForm<SignUpValues>({
    resolver,
    defaultValues: emptySignUp,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = () => setSaved(true);

  return (
    <ExamplePage section="forms" page="form-validation" description={t('validation.description')}>
      <ExampleCard title={t('validation.title')}>
        <Stack asChild gap="5" maxW="3xl">
          <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <ValidatedField label={t('fields.firstName')} required error={ruleText(errors.firstName, 'name')}>
                {(describedBy) => (
                  <Input autoComplete="given-name" aria-describedby={describedBy} {...register('firstName')} />
                )}
              </ValidatedField>
              <ValidatedField label={t('fields.lastName')} required error={ruleText(errors.lastName, 'name')}>
                {(describedBy) => (
                  <Input autoComplete="family-name" aria-describedby={describedBy} {...register('lastName')} />
                )}
              </ValidatedField>
              <ValidatedField
                label={t('fields.email')}
                required
                error={ruleText(errors.email, 'email')}
                gridColumn={{ md: 'span 2' }}
              >
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
                  <Input
                    type="password"
                    autoComplete="new-password"
                    aria-describedby={describedBy}
                    {...register('password')}
                  />
                )}
              </ValidatedField>
              <ValidatedField
                label={t('fields.confirmPassword')}
                required
                error={ruleText(errors.confirmPassword, 'password')}
              >
                {(describedBy) => (
                  <Input
                    type="password"
                    autoComplete="new-password"
                    aria-describedby={describedBy}
                    {...register('confirmPassword')}
                  />
                )}
              </ValidatedField>
              <ValidatedField
                label={t('fields.role')}
                required
                error={ruleText(errors.role, 'choice')}
                gridColumn={{ md: 'span 2' }}
              >
                {(describedBy) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field aria-describedby={describedBy} {...register('role')}>
                      <option value="">{t('validation.pickRole')}</option>
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </ValidatedField>
            </SimpleGrid>
            <ChoiceFields form={form} />
            <HStack gap="3">
              <Button type="submit" loading={isSubmitting}>
                {t('validation.submit')}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  reset(emptySignUp);
                  setSaved(false);
                }}
              >
                {t('common.reset')}
              </Button>
            </HStack>
            <SavedNotice saved={saved} />
          </form>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
