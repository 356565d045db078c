import { isApiError, RESERVATION_CONFLICT, useCurrentUser, useTranslation } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { currentPathOf, signInPathFor, useLocation, useNavigate } from '@restaurant/shared/router';
import { Alert, Button, Card, chakra, ErrorState, Heading, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { Field, Input, NativeSelect, Textarea } from '@restaurant/shared/ui-extra';
import { useState, type ChangeEvent, type FormEvent } from 'react';
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
import { BookingSummary } from './booking-summary';

export interface BookingPanelProps {
  readonly draft: BookingDraft;
  readonly durationLabel: string;
  readonly maxTables: number;
  readonly onClearSelection: () => void;
  readonly onBooked: (reservation: Reservation) => void;
}

/** A refused booking is titled by whose booking is in the way: another diner's, or the diner's own caps. */
const CONFLICT_TITLES: Readonly<Record<string, string>> = {
  [RESERVATION_CONFLICT.upcomingLimit]: 'booking.errors.upcomingLimit',
  [RESERVATION_CONFLICT.overlapsOwn]: 'booking.errors.overlapsOwn',
};
const conflictTitle = (code: string | undefined) => CONFLICT_TITLES[code ?? ''] ?? 'booking.errors.conflict';

interface SelectionProblem {
  readonly key: 'notFree' | 'tooManyTables' | 'tooFewSeats';
  readonly values: Readonly<Record<string, string | number>>;
}

/** Why the picked tables cannot be booked as they are, or `null` when they can. */
export function selectionProblem(draft: BookingDraft, maxTables: number): SelectionProblem | null {
  const taken = draft.tables.filter((table) => table.status === 'taken');
  if (taken.length > 0) return { key: 'notFree', values: { codes: taken.map((table) => table.code).join(', ') } };
  if (draft.tables.length > maxTables) return { key: 'tooManyTables', values: { count: maxTables } };
  const seats = draft.tables.reduce((sum, table) => sum + table.capacity, 0);
  if (seats < draft.guests) return { key: 'tooFewSeats', values: { seats, guests: draft.guests } };
  return null;
}

/**
 * The right-hand booking step: what is picked, the contact form, confirm. A signed-out diner is sent to sign in
 * with this page's full URL (which holds every choice) as the way back.
 */
export function BookingPanel({ draft, durationLabel, maxTables, onClearSelection, onBooked }: BookingPanelProps) {
  const { t } = useTranslation('reservation');
  const location = useLocation();
  const navigate = useNavigate();
  const account = useCurrentUser();

  if (draft.tables.length === 0) {
    return (
      <Card.Root variant="outline" as="section" aria-labelledby="reservation-booking-title">
        <Card.Body gap="2">
          <Heading as="h2" size="md" id="reservation-booking-title">
            {t('booking.selection')}
          </Heading>
          <Text color="fg.muted">{t('booking.nothingPicked')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }

  const problem = selectionProblem(draft, maxTables);
  const signIn = () => navigate(signInPathFor(currentPathOf(location)));

  let form;
  if (!account.signedIn) {
    form = (
      <Stack gap="2">
        <Button onClick={signIn} disabled={problem != null || draft.time == null}>
          {t('booking.signInToBook')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('booking.signInHint')}
        </Text>
      </Stack>
    );
  } else if (account.isLoading) {
    form = <LoadingState lines={2} />;
  } else {
    form = (
      <BookingForm
        // Mounted once the account is known, so the contact fields start from it.
        key={account.user?.id ?? 'guest'}
        draft={draft}
        blocked={problem != null || draft.time == null}
        initialName={account.user?.fullName ?? ''}
        initialPhone={account.user?.phone ?? ''}
        onBooked={onBooked}
      />
    );
  }

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="reservation-booking-title">
      <Card.Body gap="4">
        <Stack direction="row" justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md" id="reservation-booking-title">
            {t('booking.selection')}
          </Heading>
          <Button size="xs" variant="ghost" onClick={onClearSelection}>
            {t('booking.clear')}
          </Button>
        </Stack>
        <BookingSummary draft={draft} durationLabel={durationLabel} />
        {problem ? (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Description>{t(`booking.${problem.key}`, problem.values)}</Alert.Description>
          </Alert.Root>
        ) : null}
        {form}
      </Card.Body>
    </Card.Root>
  );
}

interface BookingFormProps {
  readonly draft: BookingDraft;
  readonly blocked: boolean;
  readonly initialName: string;
  readonly initialPhone: string;
  readonly onBooked: (reservation: Reservation) => void;
}

function BookingForm({ draft, blocked, initialName, initialPhone, onBooked }: BookingFormProps) {
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
  const conflict = isApiError(failure) && failure.status === 409;

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

        {failure ? (
          conflict ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t(conflictTitle(failure.code))}</Alert.Title>
                <Alert.Description>{failure.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <ErrorState message={failure.message} />
          )
        ) : null}

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
