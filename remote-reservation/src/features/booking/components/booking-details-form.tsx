import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { Button, chakra, Heading, Stack } from '@restaurant/shared/ui';
import { Field, Input, NativeSelect, Textarea } from '@restaurant/shared/ui-extra';
import { useCreateReservation } from '../api/create-reservation';
import {
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  OCCASIONS,
  validateBooking,
  type BookingFormErrors,
  type BookingFormValues,
  type Occasion,
} from '../lib/booking-form';
import type { BookingDraft } from '../types/booking-draft';
import { BookingFailure } from './booking-failure';

export interface BookingDetailsFormProps {
  readonly draft: BookingDraft;
  readonly blocked: boolean;
  readonly initialName: string;
  readonly initialPhone: string;
  readonly onBooked: (reservation: Reservation) => void;
}

/** The contact details, occasion and note of a booking, and the button that confirms it. */
export function BookingDetailsForm({ draft, blocked, initialName, initialPhone, onBooked }: BookingDetailsFormProps) {
  const { t } = useTranslation('reservation');
  const createReservation = useCreateReservation();
  const [values, setValues] = useState<BookingFormValues>({
    contactName: initialName,
    contactPhone: initialPhone,
    note: '',
    occasion: 'none',
  });
  const [errors, setErrors] = useState<BookingFormErrors>({});

  const set =
    (field: keyof BookingFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const note = values.note.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBooking(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || blocked || draft.time == null) return;
    createReservation.mutate(
      {
        tableIds: draft.tables.map((table) => table.id),
        reservationDate: draft.date,
        reservationTime: draft.time,
        estimatedDuration: draft.duration,
        guests: draft.guests,
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
        ...(note ? { note } : {}),
        ...(values.occasion === 'none' ? {} : { occasion: values.occasion }),
      },
      { onSuccess: (reservation) => onBooked(reservation) },
    );
  };

  const failure = createReservation.error;

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-labelledby="reservation-details-title">
      <Stack gap="4">
        <Heading as="h3" size="sm" id="reservation-details-title">
          {t('booking.details')}
        </Heading>
        <Field.Root required invalid={errors.contactName != null}>
          <Field.Label>
            {t('booking.contactName')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="contactName"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={values.contactName}
            onChange={set('contactName')}
          />
          {errors.contactName ? <Field.ErrorText>{t(`booking.errors.${errors.contactName}`)}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={errors.contactPhone != null}>
          <Field.Label>
            {t('booking.contactPhone')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="contactPhone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            value={values.contactPhone}
            onChange={set('contactPhone')}
          />
          {errors.contactPhone ? (
            <Field.ErrorText>{t(`booking.errors.${errors.contactPhone}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('booking.phoneHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('booking.occasion')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="occasion" value={values.occasion} onChange={set('occasion')}>
              {OCCASIONS.map((occasion: Occasion) => (
                <option key={occasion} value={occasion}>
                  {t(`booking.occasions.${occasion}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={errors.note != null}>
          <Field.Label>{t('booking.note')}</Field.Label>
          <Textarea
            name="note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            placeholder={t('booking.notePlaceholder')}
            value={values.note}
            onChange={set('note')}
          />
          {errors.note ? (
            <Field.ErrorText>{t(`booking.errors.${errors.note}`, { count: NOTE_MAX_LENGTH })}</Field.ErrorText>
          ) : null}
        </Field.Root>

        {failure ? <BookingFailure failure={failure} /> : null}

        <Button
          type="submit"
          size="lg"
          loading={createReservation.isPending}
          loadingText={t('booking.submitting')}
          disabled={blocked}
        >
          {t('booking.confirm')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
