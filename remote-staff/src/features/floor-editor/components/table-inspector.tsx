import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { ManagedFloor, ManagedTable } from '@restaurant/shared/contracts';
import { Button, chakra, Heading, HStack, SimpleGrid, Text } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { Field, Fieldset, Input, NativeSelect } from '@restaurant/shared/ui-form';
import { SaveFailure } from '../../../lib/save-failure';
import { bookingsInTheWay, useRemoveTable } from '../api/remove-table';
import { useSaveTable } from '../api/save-table';
import { tablePatchOf, tableResolver, tableValuesOf, type TableField, type TableValues } from '../lib/table-form';
import { floorEditorTranslations } from '../translations';

export interface TableInspectorProps {
  readonly floor: ManagedFloor;
  readonly table: ManagedTable;
  readonly onSaved: (table: ManagedTable) => void;
  readonly onRemoved: (table: ManagedTable) => void;
}

/**
 * The selected table's number, seats, shape, size, rotation, joins and closing date, checked against the contract. A
 * refusal (overlap, number taken, bookings in the way) shows the API's own words; a removal refused for bookings
 * lists them.
 */
export function TableInspector({ floor, table, onSaved, onRemoved }: TableInspectorProps) {
  const { t } = floorEditorTranslations.useTranslation();
  const save = useSaveTable(onSaved);
  const remove = useRemoveTable(() => onRemoved(table));
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TableValues>({ resolver: tableResolver, defaultValues: tableValuesOf(table) });
  const shape = useWatch({ control, name: 'shape' });
  // another table selected, or this one read again (a move, another manager): the form starts from what is stored
  useEffect(() => reset(tableValuesOf(table)), [table, reset]);

  const onEdit = () => {
    if (save.isError) save.reset();
    if (remove.isError) remove.reset();
  };
  const error = (field: TableField) => (errors[field] ? t('errors.invalid') : null);
  const numberField = (field: TableField, label: string, props: { disabled?: boolean; hint?: string } = {}) => (
    <Field.Root invalid={error(field) !== null} disabled={props.disabled}>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" {...register(field, { onChange: onEdit })} />
      {props.hint ? <Field.HelperText>{props.hint}</Field.HelperText> : null}
      {error(field) ? <Field.ErrorText>{error(field)}</Field.ErrorText> : null}
    </Field.Root>
  );
  const others = floor.tables.filter((other) => other.id !== table.id);
  const failure = save.error ?? remove.error;
  const inTheWay = remove.error ? bookingsInTheWay(remove.error) : [];

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      aria-labelledby="floor-editor-inspector-title"
      noValidate
      onSubmit={handleSubmit((values) => save.mutate({ kind: 'update', table, patch: tablePatchOf(values) }))}
    >
      <Heading as="h2" size="md" id="floor-editor-inspector-title">
        {t('inspector.title', { code: table.code })}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root invalid={error('code') !== null} required>
          <Field.Label>
            {t('inspector.code')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('code', { onChange: onEdit })} />
          {error('code') ? <Field.ErrorText>{error('code')}</Field.ErrorText> : null}
        </Field.Root>
        {numberField('capacity', t('inspector.capacity'))}
        <Field.Root>
          <Field.Label>{t('inspector.shape')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('shape', { onChange: onEdit })}>
              {(['ROUND', 'SQUARE', 'RECTANGLE'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`inspector.shapes.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {numberField('rotation', t('inspector.rotation'))}
        {numberField('width', t('inspector.width'))}
        {numberField('height', t('inspector.height'), {
          disabled: shape !== 'RECTANGLE',
          hint: shape !== 'RECTANGLE' ? t('inspector.sameSides') : undefined,
        })}
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend>{t('inspector.joins')}</Fieldset.Legend>
        {others.length === 0 ? <Text color="fg.muted">{t('inspector.noJoins')}</Text> : null}
        <Controller
          control={control}
          name="joins"
          render={({ field }) => (
            <HStack wrap="wrap" gap="3">
              {others.map((other) => (
                <Checkbox.Root
                  key={other.id}
                  checked={field.value.includes(String(other.id))}
                  onCheckedChange={({ checked }) => {
                    const id = String(other.id);
                    field.onChange(checked === true ? [...field.value, id] : field.value.filter((v) => v !== id));
                    onEdit();
                  }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{other.code}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          )}
        />
      </Fieldset.Root>
      <Field.Root>
        <Field.Label>{t('inspector.closedFrom')}</Field.Label>
        <Input type="date" {...register('closedFrom', { onChange: onEdit })} />
        <Field.HelperText>{t('inspector.closedHint')}</Field.HelperText>
      </Field.Root>
      <SaveFailure error={failure} conflictMessage={t('errors.conflict')}>
        {inTheWay.length ? (
          <>
            {t('inspector.bookings')}
            <ul>
              {inTheWay.map((booking) => (
                <li key={booking.path}>
                  {booking.path}: {booking.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </SaveFailure>
      <HStack justify="flex-end" gap="3">
        <Button
          variant="outline"
          colorPalette="red"
          loading={remove.isPending}
          onClick={() => {
            save.reset();
            remove.mutate(table);
          }}
        >
          {t('inspector.remove')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('inspector.save')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
