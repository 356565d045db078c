import { useFieldArray, useForm } from 'react-hook-form';
import type { ManagedCategory, ManagedFood } from '@restaurant/shared/contracts';
import { Button, HStack, IconButton, SimpleGrid, Stack, CloseIcon } from '@restaurant/shared/ui';
import { Field, Fieldset, Input, NativeSelect } from '@restaurant/shared/ui-form';
import { asNumber } from '../../../lib/as-number';
import { FormCheckbox } from '../../../lib/form-checkbox';
import { FormNumberField } from '../../../lib/form-number-field';
import { useFormatters } from '../../../lib/format';
import { SaveFailure } from '../../../lib/save-failure';
import type { MenuKind, MenuRecordOf } from '../api/menu-kinds';
import { useSaveMenuRecord } from '../api/save-menu-record';
import {
  MENU_LIMITS,
  menuErrorKey,
  menuInputOf,
  menuResolver,
  type MenuField,
  type MenuValues,
} from '../lib/menu-form';
import { menuEditorTranslations } from '../translations';
import { MenuTextsFields } from './menu-texts-fields';

export interface MenuItemFormProps<K extends MenuKind> {
  readonly kind: K;
  readonly initial: MenuValues;
  /** The record being edited and the version read (`ETag`); absent: a new one. */
  readonly editing?: { readonly id: number; readonly etag: string | null };
  /** For a dish's category and a combo's dishes. */
  readonly categories: readonly ManagedCategory[];
  readonly foods: readonly ManagedFood[];
  /** The visitor-language name of a category or dish, for the selects. */
  readonly nameOf: (record: ManagedCategory | ManagedFood) => string;
  readonly onSaved: (record: MenuRecordOf[K]) => void;
  readonly onCancel: () => void;
  /** Reads the record again (after a conflict); the form then starts over from what the server holds. */
  readonly onReload?: () => void;
  readonly reloading?: boolean;
}

const SPICY_LEVELS = [0, 1, 2, 3] as const;

/**
 * A category's, dish's or combo's form: texts in five languages, and the kind's own fields (price, category, spicy
 * level, vegetarian; serves and dishes), retired. Checked against the contract; a save over another manager's change
 * shows the conflict with a Reload action, any other refusal the API's own words.
 */
export function MenuItemForm<K extends MenuKind>({
  kind,
  initial,
  editing,
  categories,
  foods,
  nameOf,
  onSaved,
  onCancel,
  onReload,
  reloading = false,
}: MenuItemFormProps<K>) {
  const { t } = menuEditorTranslations.useTranslation();
  const format = useFormatters();
  const save = useSaveMenuRecord(kind, onSaved);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MenuValues>({ resolver: menuResolver(kind), defaultValues: initial });
  const rows = useFieldArray({ control, name: 'items' });
  const onEdit = () => {
    if (save.isError) save.reset();
  };
  const message = (field: MenuField) => {
    const rule = errors[field]?.type;
    if (!rule) return null;
    return t(`errors.${menuErrorKey(field, rule)}`, {
      max: field === 'items' ? MENU_LIMITS.quantityMax : format.money(MENU_LIMITS.priceMax),
      min: MENU_LIMITS.servesMin,
      ...(field === 'serves' ? { max: MENU_LIMITS.servesMax } : {}),
    });
  };
  const numberField = (field: 'price' | 'serves', label: string) => (
    <FormNumberField register={register} name={field} label={label} error={message(field)} required onEdit={onEdit} />
  );
  const checkbox = (field: 'vegetarian' | 'retired', label: string) => (
    <FormCheckbox control={control} name={field} label={label} onEdit={onEdit} />
  );

  const submit = handleSubmit((values) => {
    const input = menuInputOf(kind, values);
    save.mutate(
      editing ? { action: 'update', id: editing.id, patch: input, etag: editing.etag } : { action: 'create', input },
    );
  });
  const categoryError = message('categoryId');
  const itemsError = message('items');

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <MenuTextsFields register={register} errors={errors} onEdit={onEdit} />
        {kind === 'foods' ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {numberField('price', t('form.price'))}
            <Field.Root invalid={categoryError !== null} required>
              <Field.Label>
                {t('form.category')}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('categoryId', { setValueAs: asNumber, onChange: onEdit })}>
                  <option value="">{t('form.chooseCategory')}</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {nameOf(category)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {categoryError ? <Field.ErrorText>{categoryError}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('form.spicyLevel')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('spicyLevel', { valueAsNumber: true, onChange: onEdit })}>
                  {SPICY_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`form.spicy.level${level}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {checkbox('vegetarian', t('form.vegetarian'))}
          </SimpleGrid>
        ) : null}
        {kind === 'combos' ? (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {numberField('price', t('form.price'))}
              {numberField('serves', t('form.serves'))}
            </SimpleGrid>
            <Fieldset.Root invalid={itemsError !== null}>
              <Fieldset.Legend>{t('form.items')}</Fieldset.Legend>
              <Fieldset.Content>
                <Stack gap="3">
                  {rows.fields.map((row, index) => (
                    <HStack key={row.id} gap="3" align="end">
                      <Field.Root flex="3">
                        <Field.Label>{t('form.dish', { number: index + 1 })}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            {...register(`items.${index}.foodId`, { setValueAs: asNumber, onChange: onEdit })}
                          >
                            <option value="">{t('form.chooseDish')}</option>
                            {foods.map((food) => (
                              <option key={food.id} value={food.id}>
                                {nameOf(food)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <Field.Root flex="1">
                        <Field.Label>{t('form.quantity', { number: index + 1 })}</Field.Label>
                        <Input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MENU_LIMITS.quantityMax}
                          step={1}
                          {...register(`items.${index}.quantity`, { setValueAs: asNumber, onChange: onEdit })}
                        />
                      </Field.Root>
                      <IconButton
                        variant="ghost"
                        aria-label={t('form.removeDish', { number: index + 1 })}
                        onClick={() => {
                          rows.remove(index);
                          onEdit();
                        }}
                      >
                        <CloseIcon />
                      </IconButton>
                    </HStack>
                  ))}
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="flex-start"
                  onClick={() => rows.append({ foodId: undefined, quantity: 1 })}
                >
                  {t('form.addDish')}
                </Button>
              </Fieldset.Content>
              {itemsError ? <Fieldset.ErrorText>{itemsError}</Fieldset.ErrorText> : null}
            </Fieldset.Root>
          </>
        ) : null}
        {checkbox('retired', t('form.retired'))}
        <SaveFailure
          error={save.error}
          conflictMessage={t(`form.conflict.${kind as MenuKind}`)}
          reloadLabel={t('form.reload')}
          onReload={onReload}
          reloading={reloading}
        />
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} loadingText={t('form.saving')}>
            {t('form.save')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
