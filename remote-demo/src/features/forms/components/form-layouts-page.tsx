import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Button, Grid, HStack, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { UserIcon } from '@restaurant/shared/ui';
import { Field, Input, InputGroup, NativeSelect, Textarea } from '@restaurant/shared/ui-form';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { LockIcon, MailIcon, PhoneIcon } from '../../../lib/icons';
import { useRuleText } from '../hooks/use-rule-text';
import {
  cardGridSchemas,
  emptyCardGrid,
  emptyHorizontal,
  emptyVertical,
  emptyWithIcons,
  horizontalSchemas,
  verticalSchemas,
  withIconsSchemas,
  type CardGridValues,
  type HorizontalValues,
  type VerticalValues,
  type WithIconsValues,
} from '../lib/layout-schemas';
import { formsTranslations } from '../translations';
import { SavedNotice } from './saved-notice';

const verticalResolver = contractResolver<VerticalValues>(verticalSchemas, {
  optional: ['message'],
  trim: ['name', 'email'],
});
const horizontalResolver = contractResolver<HorizontalValues>(horizontalSchemas, {
  optional: ['name', 'email'],
  trim: ['name', 'email'],
});
const withIconsResolver = contractResolver<WithIconsValues>(withIconsSchemas, {
  optional: ['name', 'email', 'phone', 'password'],
  trim: ['name', 'email', 'phone'],
});
const cardGridResolver = contractResolver<CardGridValues>(cardGridSchemas, {
  optional: ['firstName', 'lastName', 'city', 'postcode', 'address'],
});

interface DemoFormProps<T extends FieldValues> {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The layout's fields, registered with the form it is given. */
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** A demo form: submitting only confirms (nothing is sent), once its fields pass their rules. */
function DemoForm<T extends FieldValues>({ resolver, defaultValues, children }: DemoFormProps<T>) {
  const { t } = formsTranslations.useTranslation();
  const [saved, setSaved] = useState(false);
  const form = useForm<T>({ resolver, defaultValues });
  const submit = form.handleSubmit(() => setSaved(true));
  return (
    <Stack asChild gap="4">
      {/* The fields' rules show as translated text under them, not as the browser's bubble. */}
      <form noValidate onSubmit={(event) => void submit(event)} onChange={() => setSaved(false)}>
        {children(form)}
        <HStack gap="3">
          <Button type="submit">{t('common.submit')}</Button>
          {/* Reset through the form, not the browser's own reset, so its values and messages go back together. */}
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              form.reset();
              setSaved(false);
            }}
          >
            {t('common.reset')}
          </Button>
        </HStack>
        <SavedNotice saved={saved} />
      </form>
    </Stack>
  );
}

function HorizontalField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Grid
        templateColumns={{ base: '1fr', md: '10rem 1fr' }}
        gap={{ base: '1.5', md: '4' }}
        alignItems="center"
        w="full"
      >
        <Field.Label>{label}</Field.Label>
        {children}
        {error === undefined ? null : <Field.ErrorText gridColumn={{ md: '2' }}>{error}</Field.ErrorText>}
      </Grid>
    </Field.Root>
  );
}

/** `/forms/form-layouts`: the same kind of form laid out vertically, horizontally, with icons and in a card grid. */
export default function FormLayoutsPage() {
  const { t } = formsTranslations.useTranslation();
  const ruleText = useRuleText();
  return (
    <ExamplePage section="forms" page="form-layouts" description={t('layouts.description')} columns={2}>
      <ExampleCard title={t('layouts.vertical')}>
        <DemoForm resolver={verticalResolver} defaultValues={emptyVertical}>
          {({ register, formState: { errors } }) => (
            <>
              <Field.Root required invalid={errors.name !== undefined}>
                <Field.Label>
                  {t('fields.name')} <Field.RequiredIndicator />
                </Field.Label>
                <Input autoComplete="name" {...register('name')} />
                {errors.name ? <Field.ErrorText>{ruleText(errors.name, 'text')}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root required invalid={errors.email !== undefined}>
                <Field.Label>
                  {t('fields.email')} <Field.RequiredIndicator />
                </Field.Label>
                <Input type="email" autoComplete="email" {...register('email')} />
                {errors.email ? <Field.ErrorText>{ruleText(errors.email, 'email')}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('fields.message')}</Field.Label>
                <Textarea rows={3} {...register('message')} />
                <Field.HelperText>{t('layouts.messageHint')}</Field.HelperText>
              </Field.Root>
            </>
          )}
        </DemoForm>
      </ExampleCard>

      <ExampleCard title={t('layouts.horizontal')}>
        <DemoForm resolver={horizontalResolver} defaultValues={emptyHorizontal}>
          {({ register, formState: { errors } }) => (
            <>
              <HorizontalField label={t('fields.name')}>
                <Input autoComplete="name" {...register('name')} />
              </HorizontalField>
              <HorizontalField label={t('fields.email')} error={ruleText(errors.email, 'email')}>
                <Input type="email" autoComplete="email" {...register('email')} />
              </HorizontalField>
              <HorizontalField label={t('fields.role')}>
                <NativeSelect.Root>
                  {/* defaultValue too: the server-rendered page shows Manager before react-hook-form's ref sets it. */}
                  <NativeSelect.Field defaultValue={emptyHorizontal.role} {...register('role')}>
                    {(['owner', 'manager', 'chef', 'waiter'] as const).map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HorizontalField>
            </>
          )}
        </DemoForm>
      </ExampleCard>

      <ExampleCard title={t('layouts.withIcons')}>
        <DemoForm resolver={withIconsResolver} defaultValues={emptyWithIcons}>
          {({ register, formState: { errors } }) => (
            <>
              <Field.Root>
                <Field.Label>{t('fields.name')}</Field.Label>
                <InputGroup startElement={<UserIcon />}>
                  <Input autoComplete="name" {...register('name')} />
                </InputGroup>
              </Field.Root>
              <Field.Root invalid={errors.email !== undefined}>
                <Field.Label>{t('fields.email')}</Field.Label>
                <InputGroup startElement={<MailIcon />}>
                  <Input type="email" autoComplete="email" {...register('email')} />
                </InputGroup>
                {errors.email ? <Field.ErrorText>{ruleText(errors.email, 'email')}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('fields.phone')}</Field.Label>
                <InputGroup startElement={<PhoneIcon />}>
                  <Input type="tel" autoComplete="tel" {...register('phone')} />
                </InputGroup>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('fields.password')}</Field.Label>
                <InputGroup startElement={<LockIcon />}>
                  <Input type="password" autoComplete="new-password" {...register('password')} />
                </InputGroup>
              </Field.Root>
            </>
          )}
        </DemoForm>
      </ExampleCard>

      <ExampleCard title={t('layouts.cardGrid')}>
        <DemoForm resolver={cardGridResolver} defaultValues={emptyCardGrid}>
          {({ register }) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root>
                <Field.Label>{t('fields.firstName')}</Field.Label>
                <Input autoComplete="given-name" {...register('firstName')} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('fields.lastName')}</Field.Label>
                <Input autoComplete="family-name" {...register('lastName')} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('fields.city')}</Field.Label>
                <Input autoComplete="address-level2" {...register('city')} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('fields.postcode')}</Field.Label>
                <Input autoComplete="postal-code" {...register('postcode')} />
              </Field.Root>
              <Field.Root gridColumn={{ md: 'span 2' }}>
                <Field.Label>{t('fields.address')}</Field.Label>
                <Input autoComplete="street-address" {...register('address')} />
              </Field.Root>
            </SimpleGrid>
          )}
        </DemoForm>
      </ExampleCard>
    </ExamplePage>
  );
}
