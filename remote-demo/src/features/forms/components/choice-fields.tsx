import { Controller, type UseFormReturn } from 'react-hook-form';
import { Stack } from '@restaurant/shared/ui';
import { Checkbox, CheckboxGroup } from '@restaurant/shared/ui-checkbox';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { Fieldset } from '@restaurant/shared/ui-form';
import { useRuleText } from '../hooks/use-rule-text';
import { INTERESTS, PLANS, type SignUpValues } from '../lib/validation-schema';
import { formsTranslations } from '../translations';

/** The validation form's required radio group (a plan) and checkbox group (at least one interest). */
export function ChoiceFields({ form }: { form: UseFormReturn<SignUpValues> }) {
  const { t } = formsTranslations.useTranslation();
  const ruleText = useRuleText();
  const {
    control,
    formState: { errors },
  } = form;

  return (
    <Stack gap="5" direction={{ base: 'column', md: 'row' }}>
      <Controller
        control={control}
        name="plan"
        render={({ field }) => (
          <Fieldset.Root invalid={!!errors.plan} flex="1">
            <Fieldset.Legend>{t('fields.plan')}</Fieldset.Legend>
            <RadioGroup.Root
              name={field.name}
              value={field.value || null}
              onValueChange={(event) => field.onChange(event.value ?? '')}
              onBlur={field.onBlur}
              aria-label={t('fields.plan')}
              aria-invalid={!!errors.plan || undefined}
            >
              <Stack gap="2">
                {PLANS.map((plan, index) => (
                  <RadioGroup.Item key={plan} value={plan}>
                    <RadioGroup.ItemHiddenInput {...(index === 0 ? { ref: field.ref } : {})} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`plans.${plan}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <Fieldset.ErrorText>{ruleText(errors.plan, 'choice')}</Fieldset.ErrorText>
          </Fieldset.Root>
        )}
      />
      <Controller
        control={control}
        name="interests"
        render={({ field }) => (
          <Fieldset.Root invalid={!!errors.interests} flex="1">
            <Fieldset.Legend>{t('fields.interests')}</Fieldset.Legend>
            <CheckboxGroup name={field.name} value={field.value} onValueChange={field.onChange}>
              <Stack gap="2">
                {INTERESTS.map((interest, index) => (
                  <Checkbox.Root key={interest} value={interest}>
                    <Checkbox.HiddenInput {...(index === 0 ? { ref: field.ref } : {})} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`interests.${interest}`)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CheckboxGroup>
            <Fieldset.ErrorText>{ruleText(errors.interests, 'choices')}</Fieldset.ErrorText>
          </Fieldset.Root>
        )}
      />
    </Stack>
  );
}
