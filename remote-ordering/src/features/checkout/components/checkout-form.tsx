import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Cart } from '@restaurant/shared/contracts';
import { useSearchParams } from '@restaurant/shared/router';
import { Alert, Button, Card, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { BankTransferDetails } from '../../../lib/bank-transfer/bank-transfer-details';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useVoucherPreview } from '../../../lib/voucher-preview/preview-voucher';
import { normaliseCode, VoucherField } from '../../../lib/voucher-preview/voucher-field';
import { NOTE_MAX_LENGTH, useCheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { NotifyWhenReadyField } from './notify-when-ready-field';
import { OrderTypePicker } from './order-type-picker';
import { PaymentMethodPicker } from './payment-method-picker';
import { PickupSlotPicker } from './pickup-slot-picker';
import { ReservationPicker } from './reservation-picker';

/** The translation key for the contract rule the note broke. */
function noteErrorKey(rule: string): string {
  return rule === 'maxLength' ? 'checkout.noteTooLong' : 'checkout.noteInvalid';
}

/** The checkout of a non-empty server cart: how, when, voucher, payment, note, totals, then one "place order". */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const { t } = checkoutTranslations.useTranslation();
  const { form, place, submit } = useCheckoutForm();
  const { control, register, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const [searchParams] = useSearchParams();
  // A code the diner already checked in the cart drawer comes along in the link.
  const [voucherCode, setVoucherCode] = useState(() => normaliseCode(searchParams.get('voucher') ?? ''));
  const preview = useVoucherPreview(voucherCode, cart.total);
  const applies = voucherCode !== '' && preview.data?.applies === true && preview.data.voucherCode === voucherCode;
  const voucher = applies && preview.data ? { code: voucherCode, discount: preview.data.discount } : null;
  const noteError = formState.errors.note;
  const invalid = Object.keys(formState.errors).length > 0;

  return (
    <form onSubmit={(event) => void submit(voucher?.code ?? null)(event)} noValidate aria-label={t('checkout.title')}>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6" alignItems="start">
        <Stack gap="8" gridColumn={{ lg: 'span 3' }}>
          <Stack gap="4">
            <OrderTypePicker control={control} />
            {type === 'PICKUP' ? (
              <>
                <PickupSlotPicker control={control} />
                <NotifyWhenReadyField control={control} />
              </>
            ) : (
              <ReservationPicker control={control} />
            )}
          </Stack>
          <VoucherField
            appliedCode={voucherCode}
            preview={preview}
            onApply={(code) => {
              setVoucherCode(code);
              // The same code again: ask again (the diner may have changed the cart in another tab).
              if (code === voucherCode) void preview.refetch();
            }}
            onRemove={() => setVoucherCode('')}
          />
          <Stack gap="4">
            <PaymentMethodPicker control={control} />
            {paymentMethod === 'BANK_TRANSFER' ? <BankTransferDetails /> : null}
          </Stack>
          <Field.Root invalid={noteError !== undefined}>
            <Field.Label>{t('checkout.note')}</Field.Label>
            <Textarea rows={3} maxLength={NOTE_MAX_LENGTH} placeholder={t('checkout.noteHint')} {...register('note')} />
            {noteError ? (
              <Field.ErrorText>{t(noteErrorKey(noteError.type), { max: NOTE_MAX_LENGTH })}</Field.ErrorText>
            ) : null}
          </Field.Root>
        </Stack>
        <Card.Root variant="outline" gridColumn={{ lg: 'span 2' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <Card.Body gap="5">
            <CheckoutSummary cart={cart} voucher={voucher} />
            {invalid ? (
              <Alert.Root status="error" role="alert" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('checkout.fixErrors')}</Alert.Title>
              </Alert.Root>
            ) : null}
            {place.isError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{place.error.message}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button type="submit" size="lg" loading={place.isPending} loadingText={t('checkout.placing')}>
              {t('checkout.confirm')}
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </form>
  );
}
