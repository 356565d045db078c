import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { StaffReservation } from '@restaurant/shared/contracts';
import { Alert, Button, Card, ErrorState, Heading, LoadingState, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { Field, Input, NativeSelect } from '@restaurant/shared/ui-form';
import { asNumber } from '../../../lib/as-number';
import { useCreateWalkIn } from '../api/create-walk-in';
import { useWalkInTables } from '../hooks/use-walk-in-tables';
import {
  NAME_MAX_LENGTH,
  PARTY_LIMITS,
  walkInErrorKey,
  walkInResolver,
  type WalkInField,
  type WalkInValues,
} from '../lib/walk-in-form';
import { hostStandTranslations } from '../translations';

/**
 * Seats a party without a booking, now: party size, a table (every floor's, grouped by floor), an optional name.
 * Checked against the contract before sending; the API's refusal (table taken, too small, closed now) shows under the
 * form in the words it sent.
 */
export function WalkInForm() {
  const { t } = hostStandTranslations.useTranslation();
  const tables = useWalkInTables();
  const allTables = tables.groups.flatMap((group) => group.tables);
  // Made each render (a few tables): react-hook-form validates with the resolver of the latest render.
  const resolver = walkInResolver(allTables);
  const [seated, setSeated] = useState<StaffReservation | null>(null);
  const walkIn = useCreateWalkIn(setSeated);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WalkInValues>({ resolver, defaultValues: { partySize: 2, tableId: undefined, name: '' } });

  const chosenTable = useWatch({ control, name: 'tableId' });
  const message = (field: WalkInField, values: Record<string, unknown>) => {
    const rule = errors[field]?.type;
    return rule ? t(`walkIn.errors.${walkInErrorKey(field, rule)}`, values) : null;
  };
  const partySizeError = message('partySize', PARTY_LIMITS);
  const tableError = message('tableId', {
    count: allTables.find((table) => table.id === chosenTable)?.capacity ?? 0,
  });
  const nameError = message('name', { max: NAME_MAX_LENGTH });

  const submit = handleSubmit((values) => {
    if (values.partySize === undefined || values.tableId === undefined) return;
    const name = values.name.trim();
    setSeated(null);
    walkIn.mutate(
      { partySize: values.partySize, tableId: values.tableId, ...(name ? { name } : {}) },
      { onSuccess: () => reset({ partySize: 2, tableId: undefined, name: '' }) },
    );
  });

  return (
    <Card.Root as="section" variant="outline">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="walk-in-title">
            {t('walkIn.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('walkIn.hint')}
          </Text>
        </Stack>
        {tables.error ? <ErrorState message={tables.error.message} onRetry={tables.retry} /> : null}
        {tables.pending ? <LoadingState lines={2} label={t('walkIn.tablesLoading')} /> : null}
        {!tables.pending && !tables.error ? (
          <Stack asChild gap="4">
            <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="walk-in-title">
              <SimpleGrid columns={{ base: 1, md: 3, lg: 1 }} gap="4">
                <Field.Root invalid={partySizeError !== null} required>
                  <Field.Label>{t('walkIn.partySize')}</Field.Label>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={PARTY_LIMITS.min}
                    step={1}
                    {...register('partySize', { setValueAs: asNumber, onChange: () => walkIn.reset() })}
                  />
                  {partySizeError ? <Field.ErrorText>{partySizeError}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root invalid={tableError !== null} required>
                  <Field.Label>{t('walkIn.table')}</Field.Label>
                  {/* Controlled, so a reset after seating shows "Choose a table" again (that table is taken now). */}
                  <Controller
                    control={control}
                    name="tableId"
                    render={({ field }) => (
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          ref={field.ref}
                          name={field.name}
                          value={field.value ?? ''}
                          onBlur={field.onBlur}
                          onChange={(event) => {
                            field.onChange(asNumber(event.target.value));
                            walkIn.reset();
                          }}
                        >
                          <option value="">{t('walkIn.chooseTable')}</option>
                          {tables.groups.map((group) => (
                            <optgroup key={group.floor.id} label={group.floor.name}>
                              {group.tables.map((table) => (
                                <option key={table.id} value={table.id}>
                                  {t('walkIn.tableOption', { code: table.code, count: table.capacity })}
                                </option>
                              ))}
                            </optgroup>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    )}
                  />
                  {tableError ? <Field.ErrorText>{tableError}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root invalid={nameError !== null}>
                  <Field.Label>{t('walkIn.name')}</Field.Label>
                  <Input maxLength={NAME_MAX_LENGTH} {...register('name', { onChange: () => walkIn.reset() })} />
                  {nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : null}
                </Field.Root>
              </SimpleGrid>
              {walkIn.isError ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{walkIn.error.message}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Text role="status" fontSize="sm">
                {seated
                  ? t('walkIn.seated', {
                      code: seated.code,
                      tables: seated.tables.map((table) => table.code).join(', '),
                    })
                  : null}
              </Text>
              <Button type="submit" alignSelf="flex-start" loading={walkIn.isPending} loadingText={t('walkIn.saving')}>
                {t('walkIn.submit')}
              </Button>
            </form>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
