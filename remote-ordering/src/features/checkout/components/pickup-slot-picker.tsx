import { useEffect, useMemo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { dateTimeFormat, RESTAURANT_TIME_ZONE, useIntlLocale } from '@restaurant/shared';
import { ErrorState, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { localeOf, restaurantDay } from '../../../lib/format';
import { useFormatters } from '../../../lib/use-formatters';
import { usePickupSlots } from '../api/get-pickup-slots';
import type { CheckoutValues } from '../hooks/use-checkout-form';

/** How many days ahead a pickup can be chosen (today included). */
export const PICKUP_DAYS_AHEAD = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today and the next days, as `YYYY-MM-DD` on the restaurant's clock. */
export function pickupDays(now: Date, count: number = PICKUP_DAYS_AHEAD): string[] {
  return Array.from({ length: count }, (_, index) => restaurantDay(new Date(now.getTime() + index * DAY_MS)));
}

function useDayLabel() {
  const language = useIntlLocale();
  return useMemo(() => {
    const format = dateTimeFormat(localeOf(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: RESTAURANT_TIME_ZONE,
    });
    // Noon on the restaurant's clock (UTC+7, no daylight saving) is that day in every zone's reading of it.
    return (day: string) => format.format(new Date(`${day}T12:00:00+07:00`));
  }, [language]);
}

/** A day, then one of its open pickup times (the API's list: within opening hours, after the lead time). */
export function PickupSlotPicker({ control }: { control: Control<CheckoutValues> }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  const dayLabel = useDayLabel();
  const days = useMemo(() => pickupDays(new Date()), []);
  const day = useController({ control, name: 'pickupDay' });
  const { field: slotField, fieldState: slotState } = useController({ control, name: 'pickupAt' });
  const type = useWatch({ control, name: 'type' });
  const slots = usePickupSlots(day.field.value, type === 'PICKUP');
  const available = slots.data?.slots ?? [];
  const { onChange: setSlot, value: chosen } = slotField;

  // A slot of another day, or one that has just closed, is no longer a choice.
  useEffect(() => {
    if (slots.data && chosen !== '' && !slots.data.slots.some((open) => open.at === chosen)) setSlot('');
  }, [slots.data, chosen, setSlot]);

  return (
    <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align="flex-start">
      <Field.Root flex="1">
        <Field.Label>{t('checkout.pickupDate')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name={day.field.name}
            value={day.field.value}
            onChange={(event) => day.field.onChange(event.currentTarget.value)}
          >
            {days.map((value) => (
              <option key={value} value={value}>
                {dayLabel(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1" invalid={slotState.error !== undefined} required>
        <Field.Label>{t('checkout.pickupSlot')}</Field.Label>
        {slots.isPending ? <LoadingState lines={1} label={t('checkout.loadingSlots')} /> : null}
        {slots.isError ? <ErrorState message={slots.error.message} onRetry={() => void slots.refetch()} /> : null}
        {slots.data && available.length === 0 ? <Text color="fg.muted">{t('checkout.noSlots')}</Text> : null}
        {available.length > 0 ? (
          <NativeSelect.Root>
            <NativeSelect.Field
              name={slotField.name}
              value={chosen}
              onChange={(event) => setSlot(event.currentTarget.value)}
              onBlur={slotField.onBlur}
            >
              <option value="" disabled>
                {t('checkout.chooseSlot')}
              </option>
              {available.map((open) => (
                <option key={open.at} value={open.at}>
                  {format.time(open.at)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        {slotState.error ? <Field.ErrorText>{t('checkout.chooseSlot')}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
