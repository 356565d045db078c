import { useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { SLOT_LENGTHS, type AffectedBooking, type ManagedSettings } from '@restaurant/shared/contracts';
import { Button, CloseIcon, Heading, HStack, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { Field, Input, NativeSelect } from '@restaurant/shared/ui-form';
import { asNumber } from '../../../lib/as-number';
import { FormNumberField } from '../../../lib/form-number-field';
import { SaveFailure } from '../../../lib/save-failure';
import { useSaveSettings } from '../api/save-settings';
import {
  affectedBookingsOf,
  settingsInputOf,
  settingsResolver,
  settingsValuesOf,
  type SettingsValues,
} from '../lib/settings-form';
import { settingsTranslations } from '../translations';
import { AffectedDialog } from './affected-dialog';
import { ContactFields } from './contact-fields';
import { WeeklyHoursFields } from './weekly-hours-fields';

type NumberField = 'bookingLeadMinutes' | 'bookingWindowDays' | 'maxPartySize' | 'pickupLeadMinutes';

export interface SettingsFormProps {
  readonly settings: ManagedSettings['settings'];
  readonly contact: ManagedSettings['contact'];
  readonly etag: string | null;
  readonly onSaved: () => void;
  readonly onReload: () => void;
  readonly reloading: boolean;
}

/**
 * The weekly services, the numeric rules and the restaurant's address and telephone, checked before sending (hours that overlap or end before they start,
 * numbers out of range, durations off the slot grid). Saved with `If-Match`: another manager's change since shows the
 * conflict and Reload; confirmed bookings outside the new hours open the list to confirm.
 */
export function SettingsForm({ settings, contact, etag, onSaved, onReload, reloading }: SettingsFormProps) {
  const { t } = settingsTranslations.useTranslation();
  const save = useSaveSettings();
  const [affected, setAffected] = useState<AffectedBooking[] | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SettingsValues>({ resolver: settingsResolver, defaultValues: settingsValuesOf(settings, contact) });
  const durations = useFieldArray({ control, name: 'durations' });
  const onEdit = () => {
    if (save.isError) save.reset();
  };
  const messageOf = (error: FieldError | undefined) =>
    error?.type ? t(`errors.${error.type}` as 'errors.required') : null;

  const send = (values: SettingsValues, confirmAffected: boolean) =>
    save.mutate(
      { input: { ...settingsInputOf(values), ...(confirmAffected ? { confirmAffected } : {}) }, etag },
      {
        onSuccess: () => {
          setAffected(null);
          onSaved();
        },
        onError: (failure) => setAffected(affectedBookingsOf(failure)),
      },
    );
  const submit = handleSubmit((values) => send(values, false));
  const confirm = handleSubmit((values) => send(values, true));

  const numberField = (field: NumberField, label: string) => (
    <FormNumberField
      register={register}
      name={field}
      label={label}
      error={messageOf(errors[field])}
      required
      onEdit={onEdit}
    />
  );

  return (
    <Stack asChild gap="6">
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="weekly-hours-heading">
        <Stack gap="3">
          <Heading as="h2" size="md" id="weekly-hours-heading">
            {t('weekly.heading')}
          </Heading>
          <Text color="fg.muted">{t('weekly.hint')}</Text>
          <WeeklyHoursFields control={control} register={register} errors={errors} onEdit={onEdit} />
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('rules.heading')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root required invalid={errors.slotMinutes !== undefined}>
              <Field.Label>{t('rules.slotMinutes')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('slotMinutes', { valueAsNumber: true, onChange: onEdit })}>
                  {SLOT_LENGTHS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {numberField('bookingLeadMinutes', t('rules.bookingLeadMinutes'))}
            {numberField('bookingWindowDays', t('rules.bookingWindowDays'))}
            {numberField('maxPartySize', t('rules.maxPartySize'))}
            {numberField('pickupLeadMinutes', t('rules.pickupLeadMinutes'))}
          </SimpleGrid>
          <Heading as="h3" size="sm">
            {t('rules.durationsHeading')}
          </Heading>
          {durations.fields.map((field, i) => {
            const fromError = messageOf(errors.durations?.[i]?.fromGuests);
            const minutesError = messageOf(errors.durations?.[i]?.minutes);
            return (
              <HStack key={field.id} gap="3" align="end" wrap="wrap">
                <Field.Root width="auto" invalid={fromError !== null}>
                  <Field.Label>{t('rules.fromGuests', { n: i + 1 })}</Field.Label>
                  <Input
                    type="number"
                    inputMode="numeric"
                    {...register(`durations.${i}.fromGuests`, { setValueAs: asNumber, onChange: onEdit })}
                  />
                  {fromError ? <Field.ErrorText>{fromError}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root width="auto" invalid={minutesError !== null}>
                  <Field.Label>{t('rules.minutes', { n: i + 1 })}</Field.Label>
                  <Input
                    type="number"
                    inputMode="numeric"
                    {...register(`durations.${i}.minutes`, { setValueAs: asNumber, onChange: onEdit })}
                  />
                  {minutesError ? <Field.ErrorText>{minutesError}</Field.ErrorText> : null}
                </Field.Root>
                {durations.fields.length > 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => durations.remove(i)}
                    aria-label={t('rules.removeBand', { n: i + 1 })}
                  >
                    <CloseIcon />
                  </Button>
                ) : null}
              </HStack>
            );
          })}
          <HStack>
            <Button
              size="xs"
              variant="outline"
              disabled={durations.fields.length >= 10}
              onClick={() => durations.append({ fromGuests: undefined, minutes: undefined })}
            >
              {t('rules.addBand')}
            </Button>
          </HStack>
        </Stack>
        <ContactFields register={register} errors={errors.contact} onEdit={onEdit} />
        {/* a change that would leave bookings outside the hours is asked about in its dialog, not here */}
        <SaveFailure
          error={save.isError && affectedBookingsOf(save.error) === null ? save.error : null}
          conflictMessage={t('conflict')}
          reloadLabel={t('reload')}
          onReload={onReload}
          reloading={reloading}
        />
        <HStack justify="flex-end">
          <Button type="submit" loading={save.isPending && affected === null} loadingText={t('saving')}>
            {t('save')}
          </Button>
        </HStack>
        <AffectedDialog
          affected={affected}
          pending={save.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAffected(null);
            save.reset();
          }}
        />
      </form>
    </Stack>
  );
}
