import { useController, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, ErrorState, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { Field } from '@restaurant/shared/ui-form';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useUpcomingReservations } from '../api/get-upcoming-reservations';
import type { CheckoutValues } from '../hooks/use-checkout-form';

/** One of the diner's upcoming confirmed reservations: the order is served at its table when it starts. */
export function ReservationPicker({ control }: { control: Control<CheckoutValues> }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  const type = useWatch({ control, name: 'type' });
  const reservations = useUpcomingReservations(type === 'DINE_IN');
  const { field, fieldState } = useController({ control, name: 'reservationId' });

  if (reservations.isPending) return <LoadingState lines={2} label={t('checkout.loadingReservations')} />;
  if (reservations.isError) {
    return <ErrorState message={reservations.error.message} onRetry={() => void reservations.refetch()} />;
  }
  if (reservations.data.length === 0) {
    return (
      <Stack gap="2" align="flex-start">
        <Text>{t('checkout.noReservations')}</Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={paths.landing.reservation}>{t('checkout.bookTable')}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Field.Root invalid={fieldState.error !== undefined} required>
      <RadioGroup.Root
        name={field.name}
        value={field.value === '' ? null : field.value}
        onValueChange={(details) => field.onChange(details.value ?? '')}
        display="flex"
        flexDirection="column"
        gap="2"
      >
        <RadioGroup.Label fontWeight="medium">{t('checkout.reservation')}</RadioGroup.Label>
        {reservations.data.map((reservation) => (
          <RadioGroup.Item
            key={reservation.id}
            value={String(reservation.id)}
            borderWidth="1px"
            borderRadius="l2"
            p="3"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              {t('checkout.reservationOption', {
                code: reservation.code,
                when: format.dateTime(reservation.startAt),
                count: reservation.guests,
              })}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {fieldState.error ? <Field.ErrorText>{t('checkout.chooseReservation')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
