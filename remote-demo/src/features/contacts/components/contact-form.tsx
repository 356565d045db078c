import { useForm } from 'react-hook-form';
import { Button, HStack, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { Field, Input, NativeSelect, Textarea } from '@restaurant/shared/ui-form';
import { CONTACT_DEPARTMENTS } from '../../../lib/sample-data';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../lib/contact-rules';
import type { ContactDraft } from '../lib/contact-transitions';
import { contactsTranslations } from '../translations';

export const EMPTY_DRAFT: ContactDraft = {
  firstname: '',
  lastname: '',
  department: 'Sales',
  company: '',
  phone: '',
  email: '',
  address: '',
  notes: '',
};

export interface ContactFormProps {
  initial: ContactDraft;
  onSubmit: (draft: ContactDraft) => void;
  onCancel: () => void;
}

/** The add and edit form: first name required, a valid e-mail, a phone number if one is given. */
export function ContactForm({ initial, onSubmit, onCancel }: ContactFormProps) {
  const { t } = contactsTranslations.useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactDraft>({ defaultValues: initial });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit((draft) => onSubmit(trimmed(draft)))(event)}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={errors.firstname !== undefined}>
            <Field.Label>
              {t('fields.firstname')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="given-name" {...register('firstname', { validate: (value) => value.trim() !== '' })} />
            <Field.ErrorText>{t('errors.firstnameRequired')}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.lastname')}</Field.Label>
            <Input autoComplete="family-name" {...register('lastname')} />
          </Field.Root>
          <Field.Root required invalid={errors.email !== undefined}>
            <Field.Label>
              {t('fields.email')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              autoComplete="email"
              {...register('email', { required: true, pattern: EMAIL_PATTERN })}
            />
            <Field.ErrorText>
              {errors.email?.type === 'required' ? t('errors.emailRequired') : t('errors.emailInvalid')}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.phone !== undefined}>
            <Field.Label>{t('fields.phone')}</Field.Label>
            <Input type="tel" autoComplete="tel" {...register('phone', { pattern: PHONE_PATTERN })} />
            <Field.ErrorText>{t('errors.phoneInvalid')}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.department')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('department')}>
                {CONTACT_DEPARTMENTS.map((department) => (
                  <option key={department} value={department}>
                    {t(`filterNames.${department}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.company')}</Field.Label>
            <Input autoComplete="organization" {...register('company')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('fields.address')}</Field.Label>
          <Input autoComplete="street-address" {...register('address')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('fields.notes')}</Field.Label>
          <Textarea rows={3} {...register('notes')} />
        </Field.Root>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit">{t('common:actions.save')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}

function trimmed(draft: ContactDraft): ContactDraft {
  return {
    ...draft,
    firstname: draft.firstname.trim(),
    lastname: draft.lastname.trim(),
    company: draft.company.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    address: draft.address.trim(),
    notes: draft.notes.trim(),
  };
}
