import { useForm } from 'react-hook-form';
import type { Reservation } from '@restaurant/shared/contracts';
import { Button, chakra, Heading, Stack } from '@restaurant/shared/ui';
import { Field, Input, NativeSelect, Textarea } from '@restaurant/shared/ui-form';
import { bookingTranslations } from '../../../lib/booking-translations';
import { useCreateReservation } from '../api/create-reservation';
import {
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  OCCASIONS,
  bookingError,
  bookingResolver,
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
  const { t } = bookingTranslations.useTranslation();
  const createReservation = useCreateReservation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingFormValues>({
    resolver: bookingResolver,
    defaultValues: { contactName: initialName, contactPhone: initialPhone, note: '', occasion: 'none' },
    // as before: the messages change on submit only, and focus stays where it is
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const nameError = errors.contactName && bookingError('contactName', errors.contactName.type);
  const phoneError = errors.contactPhone && bookingError('contactPhone', errors.contactPhone.type);
  const noteError = errors.note && bookingError('note', errors.note.type);

  const onSubmit = handleSubmit((values) => {
    if (blocked || draft.time == null) return;
    const note = values.note.trim();
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
  });

  const failure = createReservation.error;

  return (
    <chakra.form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="reservation-details-title">
      <Stack gap="4">
        <Heading as="h3" size="sm" id="reservation-details-title">
          {t('details')}
        </Heading>
        <Field.Root required invalid={nameError != null}>
          <Field.Label>
            {t('contactName')} <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="name" maxLength={NAME_MAX_LENGTH} {...register('contactName')} />
          {nameError ? <Field.ErrorText>{t(`errors.${nameError}`)}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={phoneError != null}>
          <Field.Label>
            {t('contactPhone')} <Field.RequiredIndicator />
          </Field.Label>
          <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" {...register('contactPhone')} />
          {phoneError ? (
            <Field.ErrorText>{t(`errors.${phoneError}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('phoneHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('occasion')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('occasion')}>
              {OCCASIONS.map((occasion: Occasion) => (
                <option key={occasion} value={occasion}>
                  {t(`occasions.${occasion}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={noteError != null}>
          <Field.Label>{t('note')}</Field.Label>
          <Textarea rows={3} maxLength={NOTE_MAX_LENGTH} placeholder={t('notePlaceholder')} {...register('note')} />
          {noteError ? <Field.ErrorText>{t(`errors.${noteError}`, { count: NOTE_MAX_LENGTH })}</Field.ErrorText> : null}
        </Field.Root>

        {failure ? <BookingFailure failure={failure} /> : null}

        <Button
          type="submit"
          size="lg"
          loading={createReservation.isPending}
          loadingText={t('submitting')}
          disabled={blocked}
        >
          {t('confirm')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
