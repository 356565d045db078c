import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Box, Button, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Steps } from '@restaurant/shared/ui-progress';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import {
  emptyWizard,
  STEP_FIELDS,
  WIZARD_OPTIONAL,
  WIZARD_STEPS,
  wizardSchemas,
  type WizardValues,
} from '../lib/wizard-schema';
import { formsTranslations } from '../translations';
import { AccountFields, FinishFields, ProfileFields } from './wizard-fields';

const resolver = contractResolver<WizardValues>(wizardSchemas, {
  optional: WIZARD_OPTIONAL,
  trim: ['email', 'fullName', 'phone'],
});

const STEP_BODIES = { account: AccountFields, profile: ProfileFields, finish: FinishFields } as const;

/**
 * `/forms/form-wizard`: account → profile (optional, skippable) → finish with the terms. Each step's fields are
 * checked before moving on; every step stays mounted (hidden), so going back keeps what was typed.
 */
export default function FormWizardPage() {
  const { t } = formsTranslations.useTranslation();
  const [step, setStep] = useState(0);
  const form = useForm<WizardValues>({ resolver, defaultValues: emptyWizard, reValidateMode: 'onChange' });
  const { trigger, clearErrors, setFocus, handleSubmit, reset, getValues } = form;
  const current = WIZARD_STEPS[step];
  const done = step >= WIZARD_STEPS.length;

  const next = async () => {
    if (!current) return;
    const fields = STEP_FIELDS[current];
    if (await trigger(fields)) {
      setStep(step + 1);
      return;
    }
    const firstBroken = fields.find((name) => form.getFieldState(name).invalid);
    if (firstBroken) setFocus(firstBroken);
  };

  // Skipping leaves the optional profile empty, so half-typed values cannot block the final submit.
  const skip = () => {
    form.setValue('fullName', '');
    form.setValue('phone', '');
    clearErrors(STEP_FIELDS.profile);
    setStep(step + 1);
  };

  const finish = handleSubmit(() => setStep(WIZARD_STEPS.length));

  return (
    <ExamplePage section="forms" page="form-wizard" description={t('wizard.description')}>
      <ExampleCard title={t('wizard.title')}>
        <Steps.Root step={step} count={WIZARD_STEPS.length} linear size="sm">
          {/* A plain ordered list, not Chakra's tab list: the steps are not tabs here (the buttons below move on, only
              after checking the step), and a tab list without tabs in it is invalid ARIA. The recipe sizes the
              indicator through variables it sets on its list part, so this list sets the `sm` ones itself. */}
          <HStack
            as="ol"
            listStyleType="none"
            gap={{ base: '2', sm: '4' }}
            mb="6"
            align="center"
            w="full"
            textStyle="xs"
            css={{ '--steps-size': 'sizes.8', '--steps-icon-size': 'sizes.4' }}
          >
            {WIZARD_STEPS.map((name, index) => (
              <Steps.Item key={name} index={index} asChild>
                <li>
                  <Steps.Indicator />
                  <Stack gap="0" textAlign="start">
                    <Steps.Title>{t(`wizard.steps.${name}`)}</Steps.Title>
                    {name === 'profile' ? <Steps.Description>{t('wizard.optional')}</Steps.Description> : null}
                  </Stack>
                  <Steps.Separator />
                </li>
              </Steps.Item>
            ))}
          </HStack>
          <Stack asChild gap="6">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (current === 'finish') void finish(event);
                else void next();
              }}
            >
              {WIZARD_STEPS.map((name, index) => {
                const Body = STEP_BODIES[name];
                return (
                  <Box key={name} hidden={index !== step}>
                    <Heading as="h3" size="sm" mb="4">
                      {t(`wizard.steps.${name}`)}
                    </Heading>
                    <Body form={form} />
                  </Box>
                );
              })}
              {done ? (
                <Stack gap="3" role="status">
                  <Heading as="h3" size="sm">
                    {t('wizard.doneTitle')}
                  </Heading>
                  <Text>{t('wizard.done', { email: getValues('email') })}</Text>
                </Stack>
              ) : null}
              <HStack gap="3" wrap="wrap">
                {done ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      reset(emptyWizard);
                      setStep(0);
                    }}
                  >
                    {t('wizard.restart')}
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
                      {t('wizard.back')}
                    </Button>
                    {current === 'profile' ? (
                      <Button variant="ghost" onClick={skip}>
                        {t('wizard.skip')}
                      </Button>
                    ) : null}
                    <Button type="submit">{current === 'finish' ? t('wizard.finish') : t('wizard.next')}</Button>
                  </>
                )}
              </HStack>
            </form>
          </Stack>
        </Steps.Root>
      </ExampleCard>
    </ExamplePage>
  );
}
