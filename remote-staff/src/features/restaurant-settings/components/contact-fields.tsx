import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RestaurantContact } from '@restaurant/shared/contracts';
import { Heading, SimpleGrid, Text } from '@restaurant/shared/ui';
import { Field, Fieldset, Input } from '@restaurant/shared/ui-form';
import type { SettingsValues } from '../lib/settings-form';
import { settingsTranslations } from '../translations';

export interface ContactFieldsProps {
  readonly register: UseFormRegister<SettingsValues>;
  readonly errors: FieldErrors<SettingsValues>['contact'];
  readonly onEdit: () => void;
}

/** How each field is typed: the browser's autofill purpose and keyboard. */
const FIELDS: { name: keyof RestaurantContact; autoComplete: string; type?: 'tel'; dir?: 'ltr' }[] = [
  { name: 'streetAddress', autoComplete: 'street-address' },
  { name: 'addressLocality', autoComplete: 'address-level2' },
  { name: 'postalCode', autoComplete: 'postal-code', dir: 'ltr' },
  { name: 'addressCountry', autoComplete: 'country' },
  // a number reads left to right in every language
  { name: 'telephone', autoComplete: 'tel', type: 'tel', dir: 'ltr' },
];

/**
 * Where the restaurant is and how to call it: the homepage shows them and gives them to search engines (its
 * schema.org Restaurant). Checked as the API checks them before anything is sent.
 */
export function ContactFields({ register, errors, onEdit }: ContactFieldsProps) {
  const { t } = settingsTranslations.useTranslation();
  return (
    <Fieldset.Root gap="3" aria-labelledby="contact-heading" aria-describedby="contact-hint">
      <Heading as="h2" size="md" id="contact-heading">
        {t('contact.heading')}
      </Heading>
      <Text color="fg.muted" id="contact-hint">
        {t('contact.hint')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map(({ name, autoComplete, type, dir }) => {
          const error = errors?.[name]?.type;
          return (
            <Field.Root key={name} invalid={error !== undefined}>
              <Field.Label>{t(`contact.${name}`)}</Field.Label>
              <Input
                type={type ?? 'text'}
                autoComplete={autoComplete}
                dir={dir}
                {...register(`contact.${name}`, { onChange: onEdit })}
              />
              {name === 'addressCountry' || name === 'telephone' ? (
                <Field.HelperText>{t(`contact.${name}Hint`)}</Field.HelperText>
              ) : null}
              {error ? <Field.ErrorText>{t(`errors.${error}` as 'errors.required')}</Field.ErrorText> : null}
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
