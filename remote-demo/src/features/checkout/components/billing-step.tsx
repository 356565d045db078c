import { useForm } from 'react-hook-form';
import { Button, HStack, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { BILLING_FIELDS, EMAIL_PATTERN, PHONE_PATTERN, type BillingAddress } from '../lib/billing-address';
import { checkoutTranslations } from '../translations';

export interface BillingStepProps {
  defaultValues: BillingAddress;
  onBack: () => void;
  onNext: (address: BillingAddress) => void;
}

const AUTOCOMPLETE: Record<keyof BillingAddress, string> = {
  fullName: 'name',
  phone: 'tel',
  email: 'email',
  address: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
};

/** Step 2: the billing address, every field required, e-mail and phone checked, messages inline. */
export function BillingStep({ defaultValues, onBack, onNext }: BillingStepProps) {
  const { t } = checkoutTranslations.useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BillingAddress>({ defaultValues, mode: 'onTouched' });

  const messageOf = (field: keyof BillingAddress): string | undefined => {
    const type = errors[field]?.type;
    if (type === undefined) return undefined;
    if (type === 'pattern') return t(field === 'email' ? 'billing.invalidEmail' : 'billing.invalidPhone');
    return t('billing.required');
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onNext)(event)} aria-labelledby="billing-title">
      <Stack gap="6">
        <Text as="h2" id="billing-title" fontSize="xl" fontWeight="semibold">
          {t('billing.title')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {BILLING_FIELDS.map((field) => {
            const message = messageOf(field);
            return (
              <Field.Root
                key={field}
                required
                invalid={message !== undefined}
                gridColumn={field === 'address' ? { md: 'span 2' } : undefined}
              >
                <Field.Label>
                  {t(`billing.${field}`)}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  bg="bg.panel"
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  {...register(field, {
                    validate: (value) => value.trim() !== '',
                    pattern: field === 'email' ? EMAIL_PATTERN : field === 'phone' ? PHONE_PATTERN : undefined,
                  })}
                />
                {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <HStack justify="space-between">
          <Button variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit">{t('billing.continue')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
