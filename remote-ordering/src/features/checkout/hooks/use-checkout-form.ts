import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ORDER_ERROR, VOUCHER_REJECTED } from '@restaurant/shared';
import {
  CreateOrderBody,
  type CreateOrderBody as OrderBody,
  type Order,
  type OrderType,
  type PaymentMethod,
} from '@restaurant/shared/contracts';
import { contractResolver, maxLengthOf } from '@restaurant/shared/forms';
import { useNavigate, paths } from '@restaurant/shared/router';
import { restaurantDay } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { VOUCHER_PREVIEW_KEY_ROOT } from '../../../lib/voucher-preview/preview-voucher';
import { usePlaceOrder } from '../api/create-order';
import { PICKUP_SLOTS_KEY_ROOT } from '../api/get-pickup-slots';

const VOUCHER_REFUSALS: readonly string[] = Object.values(VOUCHER_REJECTED);

export interface CheckoutValues {
  type: OrderType;
  /** `YYYY-MM-DD` on the restaurant's clock: the day whose pickup slots are listed. */
  pickupDay: string;
  /** The chosen slot as the API listed it (ISO), '' until one is chosen. */
  pickupAt: string;
  /** The chosen reservation's id as a radio value, '' until one is chosen. */
  reservationId: string;
  paymentMethod: PaymentMethod;
  note: string;
  /** Pickup only: e-mail the diner when the kitchen marks the order ready. */
  notifyWhenReady: boolean;
}

const { note: NOTE } = CreateOrderBody.properties;
export const NOTE_MAX_LENGTH = maxLengthOf(NOTE);

// Only the note is free text; the contract checks it. Which of slot and reservation is needed depends on the type.
const resolver = contractResolver<CheckoutValues>(
  { note: NOTE },
  {
    optional: ['note'],
    trim: ['note'],
    refine: (values) => ({
      pickupAt: values.type === 'PICKUP' && values.pickupAt === '' ? 'required' : undefined,
      reservationId: values.type === 'DINE_IN' && values.reservationId === '' ? 'required' : undefined,
    }),
  },
);

/** What the form sends: only the fields of the chosen order type, the voucher only when it applies. */
export function orderBodyOf(values: CheckoutValues, voucherCode: string | null): OrderBody {
  const note = values.note.trim();
  return {
    type: values.type,
    paymentMethod: values.paymentMethod,
    ...(values.type === 'PICKUP'
      ? { pickupAt: values.pickupAt, ...(values.notifyWhenReady ? { notifyWhenReady: true } : {}) }
      : { reservationId: Number(values.reservationId) }),
    ...(voucherCode ? { voucherCode } : {}),
    ...(note ? { note } : {}),
  };
}

/**
 * The checkout's form and its one submit. The idempotency key is made once per checkout: a double click, or a retry
 * after a lost answer, asks for the same order, and the API makes it once.
 */
export function useCheckoutForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // Two clicks can both pass validation before the first request shows as pending: only the first is sent.
  const sending = useRef(false);
  const form = useForm<CheckoutValues>({
    resolver,
    defaultValues: {
      type: 'PICKUP',
      pickupDay: restaurantDay(new Date()),
      pickupAt: '',
      reservationId: '',
      paymentMethod: 'PAY_AT_RESTAURANT',
      note: '',
      notifyWhenReady: false,
    },
  });
  const place = usePlaceOrder((order: Order) => {
    void navigate(paths.orderDetail(order.id), { state: { placed: true } });
  });

  const submit = (voucherCode: string | null) =>
    form.handleSubmit((values) => {
      if (sending.current) return;
      sending.current = true;
      place.mutate(
        { body: orderBodyOf(values, voucherCode), idempotencyKey },
        {
          onSettled: () => {
            sending.current = false;
          },
          // A refusal (4xx) made no order: what the diner changes next is a new attempt. A lost answer (status 0)
          // or a 5xx may have made one, so the retry keeps the key and gets that order back.
          onError: (error) => {
            if (error.status >= 400 && error.status < 500) setIdempotencyKey(newIdempotencyKey());
            // What the refusal was about changed since it was shown: ask again so the form says it.
            if (error.code && VOUCHER_REFUSALS.includes(error.code)) {
              void queryClient.invalidateQueries({ queryKey: VOUCHER_PREVIEW_KEY_ROOT });
            }
            if (error.code === ORDER_ERROR.pickupSlotUnavailable) {
              void queryClient.invalidateQueries({ queryKey: PICKUP_SLOTS_KEY_ROOT });
            }
          },
        },
      );
    });

  return { form, place, submit };
}
