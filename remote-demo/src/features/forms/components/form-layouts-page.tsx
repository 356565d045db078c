import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Grid, HStack, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { UserIcon } from '@restaurant/shared/ui';
import { Field, Input, InputGroup, NativeSelect, Textarea } from '@restaurant/shared/ui-form';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { LockIcon, MailIcon, PhoneIcon } from '../../../lib/icons';
import { formsTranslations } from '../translations';
import { SavedNotice } from './saved-notice';

/** A demo form: submitting only confirms (nothing is sent). */
function DemoForm({ children }: { children: ReactNode }) {
  const { t } = formsTranslations.useTranslation();
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(true);
  };
  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} onChange={() => setSaved(false)}>
        {children}
        <HStack gap="3">
          <Button type="submit">{t('common.submit')}</Button>
          <Button type="reset" variant="outline" onClick={() => setSaved(false)}>
            {t('common.reset')}
          </Button>
        </HStack>
        <SavedNotice saved={saved} />
      </form>
    </Stack>
  );
}

function HorizontalField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Grid
        templateColumns={{ base: '1fr', md: '10rem 1fr' }}
        gap={{ base: '1.5', md: '4' }}
        alignItems="center"
        w="full"
      >
        <Field.Label>{label}</Field.Label>
        {children}
      </Grid>
    </Field.Root>
  );
}

/** `/forms/form-layouts`: the same kind of form laid out vertically, horizontally, with icons and in a card grid. */
export default function FormLayoutsPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="form-layouts" description={t('layouts.description')} columns={2}>
      <ExampleCard title={t('layouts.vertical')}>
        <DemoForm>
          <Field.Root required>
            <Field.Label>
              {t('fields.name')} <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" autoComplete="name" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              {t('fields.email')} <Field.RequiredIndicator />
            </Field.Label>
            <Input name="email" type="email" autoComplete="email" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.message')}</Field.Label>
            <Textarea name="message" rows={3} />
            <Field.HelperText>{t('layouts.messageHint')}</Field.HelperText>
          </Field.Root>
        </DemoForm>
      </ExampleCard>

      <ExampleCard title={t('layouts.horizontal')}>
        <DemoForm>
          <HorizontalField label={t('fields.name')}>
            <Input name="name" autoComplete="name" />
          </HorizontalField>
          <HorizontalField label={t('fields.email')}>
            <Input name="email" type="email" autoComplete="email" />
          </HorizontalField>
          <HorizontalField label={t('fields.role')}>
            <NativeSelect.Root>
              <NativeSelect.Field name="role" defaultValue="manager">
                {(['owner', 'manager', 'chef', 'waiter'] as const).map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HorizontalField>
        </DemoForm>
      </ExampleCard>

      <ExampleCard title={t('layouts.withIcons')}>
        <DemoForm>
          <Field.Root>
            <Field.Label>{t('fields.name')}</Field.Label>
            <InputGroup startElement={<UserIcon />}>
              <Input name="name" autoComplete="name" />
            </InputGroup>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.email')}</Field.Label>
            <InputGroup startElement={<MailIcon />}>
              <Input name="email" type="email" autoComplete="email" />
            </InputGroup>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.phone')}</Field.Label>
            <InputGroup startElement={<PhoneIcon />}>
              <Input name="phone" type="tel" autoComplete="tel" />
            </InputGroup>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.password')}</Field.Label>
            <InputGroup startElement={<LockIcon />}>
              <Input name="password" type="password" autoComplete="new-password" />
            </InputGroup>
          </Field.Root>
        </DemoForm>
      </ExampleCard>

      <ExampleCard title={t('layouts.cardGrid')}>
        <DemoForm>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>{t('fields.firstName')}</Field.Label>
              <Input name="firstName" autoComplete="given-name" />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('fields.lastName')}</Field.Label>
              <Input name="lastName" autoComplete="family-name" />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('fields.city')}</Field.Label>
              <Input name="city" autoComplete="address-level2" />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('fields.postcode')}</Field.Label>
              <Input name="postcode" autoComplete="postal-code" />
            </Field.Root>
            <Field.Root gridColumn={{ md: 'span 2' }}>
              <Field.Label>{t('fields.address')}</Field.Label>
              <Input name="address" autoComplete="street-address" />
            </Field.Root>
          </SimpleGrid>
        </DemoForm>
      </ExampleCard>
    </ExamplePage>
  );
}
