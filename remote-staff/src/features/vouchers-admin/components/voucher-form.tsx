import { useForm, useWatch } from 'react-hook-form';
import type { ManagedVoucher } from '@restaurant/shared/contracts';
import { Button, HStack, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { Field, Input, NativeSelect, Textarea } from '@restaurant/shared/ui-form';
import { FormCheckbox } from '../../../lib/form-checkbox';
import { FormNumberField } from '../../../lib/form-number-field';
import { SaveFailure } from '../../../lib/save-failure';
import { useSaveVoucher } from '../api/save-voucher';
import {
  VOUCHER_LIMITS,
  voucherErrorKey,
  voucherInputOf,
  voucherResolver,
  type VoucherField,
  type VoucherValues,
} from '../lib/voucher-form';
import { vouchersTranslations } from '../translations';

export interface VoucherFormProps {
  readonly initial: VoucherValues;
  /** The voucher being edited and the version read (`ETag`); absent: a new voucher. */
  readonly editing?: { readonly id: number; readonly etag: string | null };
  readonly onSaved: (voucher: ManagedVoucher) => void;
  readonly onCancel: () => void;
  /** Reads the voucher again (after a conflict); the form then starts over from what the server holds. */
  readonly onReload?: () => void;
  readonly reloading?: boolean;
}

/**
 * A voucher's fields, checked against the contract (`VoucherInput`) and the rules the API would refuse anyway (percent
 * ≤ 100, end after start), each message under its field. A save over another manager's change shows the conflict
 * with a Reload action; any other refusal shows the API's own words.
 */
export function VoucherForm({ initial, editing, onSaved, onCancel, onReload, reloading = false }: VoucherFormProps) {
  const { t } = vouchersTranslations.useTranslation();
  const save = useSaveVoucher(onSaved);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<VoucherValues>({ resolver: voucherResolver, defaultValues: initial });
  const discountType = useWatch({ control, name: 'discountType' });
  const unlimited = useWatch({ control, name: 'unlimited' });

  const message = (field: VoucherField) => {
    const rule = errors[field]?.type;
    if (!rule) return null;
    const max = field === 'description' ? VOUCHER_LIMITS.descriptionMax : VOUCHER_LIMITS.nameMax;
    return t(`errors.${voucherErrorKey(field, rule)}`, { max });
  };
  const onEdit = () => {
    if (save.isError) save.reset();
  };
  const textField = (field: VoucherField, label: string, props: { required?: boolean; hint?: string } = {}) => {
    const error = message(field);
    return (
      <Field.Root invalid={error !== null} required={props.required}>
        <Field.Label>
          {label}
          {props.required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Input {...register(field, { onChange: onEdit })} />
        {props.hint ? <Field.HelperText>{props.hint}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  };
  const numberField = (field: VoucherField, label: string, props: { required?: boolean; hint?: string } = {}) => (
    <FormNumberField register={register} name={field} label={label} error={message(field)} onEdit={onEdit} {...props} />
  );
  const dateField = (field: 'validFrom' | 'validTo', label: string) => {
    const error = message(field);
    return (
      <Field.Root invalid={error !== null} required>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="datetime-local" {...register(field, { onChange: onEdit })} />
        <Field.HelperText>{t('form.timesHint')}</Field.HelperText>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  };
  const checkbox = (field: 'unlimited' | 'listed', label: string) => (
    <FormCheckbox control={control} name={field} label={label} onEdit={onEdit} />
  );

  const submit = handleSubmit((values) => {
    const input = voucherInputOf(values);
    save.mutate(
      editing ? { kind: 'update', id: editing.id, patch: input, etag: editing.etag } : { kind: 'create', input },
    );
  });

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textField('code', t('form.code'), { required: true, hint: t('form.codeHint') })}
          {textField('name', t('form.name'), { required: true })}
        </SimpleGrid>
        <Field.Root invalid={message('description') !== null}>
          <Field.Label>{t('form.description')}</Field.Label>
          <Textarea rows={3} {...register('description', { onChange: onEdit })} />
          {message('description') ? <Field.ErrorText>{message('description')}</Field.ErrorText> : null}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Field.Root required>
            <Field.Label>{t('form.discountType')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                {...register('discountType', {
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value === 'FIXED') setValue('maxDiscount', undefined);
                    onEdit();
                  },
                })}
              >
                <option value="PERCENT">{t('form.percent')}</option>
                <option value="FIXED">{t('form.fixed')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {numberField(
            'discountValue',
            discountType === 'PERCENT' ? t('form.discountValuePercent') : t('form.discountValueAmount'),
            { required: true },
          )}
          {discountType === 'PERCENT'
            ? numberField('maxDiscount', t('form.maxDiscount'), { hint: t('form.maxDiscountHint') })
            : null}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {numberField('minOrderValue', t('form.minOrderValue'), { required: true })}
          {dateField('validFrom', t('form.validFrom'))}
          {dateField('validTo', t('form.validTo'))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <Stack gap="3">
            {checkbox('unlimited', t('form.unlimited'))}
            {unlimited ? null : numberField('usageLimit', t('form.usageLimit'), { required: true })}
          </Stack>
          {numberField('perUserLimit', t('form.perUserLimit'), { required: true })}
        </SimpleGrid>
        {checkbox('listed', t('form.listed'))}
        <SaveFailure
          error={save.error}
          conflictMessage={t('form.conflict')}
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
