import { useMemo } from 'react';
import { formatClock, formatDay, useIntlLocale } from '@restaurant/shared';
import { Box, SimpleGrid, Text } from '@restaurant/shared/ui';
import { ChoiceSelect } from '../../../lib/components/choice-select';
import { reservationTranslations } from '../../../lib/translations';
import type { ReservationRules } from '../config/reservation-rules';
import { useDurationLabel } from '../hooks/use-duration-label';
import type { RawChoice, ReservationChoice } from '../lib/choice-url';
import { addDays, bookableDates, durationOptions, hoursOn, timeSlots, type RestaurantClock } from '../lib/slot-grid';

export interface ChoiceBarProps {
  readonly choice: ReservationChoice;
  readonly clock: RestaurantClock;
  readonly rules: ReservationRules;
  readonly onChange: (change: RawChoice) => void;
}

/**
 * Party, day, start and length of stay. Native selects: the phone's own picker, full keyboard and screen-reader
 * support, and closed days can be shown but disabled (which a date input cannot do).
 */
export function ChoiceBar({ choice, clock, rules, onChange }: ChoiceBarProps) {
  const { t } = reservationTranslations.useTranslation();
  const locale = useIntlLocale();
  const durationLabel = useDurationLabel();
  const dates = useMemo(() => bookableDates(clock, rules), [clock, rules]);
  const slots = useMemo(
    () => timeSlots(choice.date, choice.duration, clock, rules),
    [choice.date, choice.duration, clock, rules],
  );
  const guests = useMemo(
    () => Array.from({ length: rules.guests.max - rules.guests.min + 1 }, (_, index) => rules.guests.min + index),
    [rules],
  );
  const tomorrow = addDays(clock.today, 1);
  const hours = hoursOn(choice.date, rules);

  // Every day of the booking window, labelled once per day and language rather than on each change of the choice.
  const dayOptions = useMemo(
    () =>
      dates.map(({ date, closed }) => {
        const formatted = formatDay(date, locale);
        const label = closed
          ? t('choice.closedDay', { date: formatted })
          : date === clock.today
            ? t('choice.today', { date: formatted })
            : date === tomorrow
              ? t('choice.tomorrow', { date: formatted })
              : formatted;
        return { date, closed, label };
      }),
    [dates, locale, t, clock.today, tomorrow],
  );

  // A different slot can change which tables are free: the picked tables are dropped with it. A change names only
  // its own field: the rest comes from the newest URL, not from this render's `choice`, which is stale when the
  // diner changes two fields before the page renders again (a time, then a duration, kept the old time).
  const onSlotChange = (change: RawChoice) => onChange({ ...change, tableIds: [] });

  return (
    <Box as="form" role="search" aria-label={t('choice.label')} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        <ChoiceSelect
          label={t('choice.guests')}
          value={String(choice.guests)}
          onChange={(value) => onChange({ guests: Number(value) })}
        >
          {guests.map((count) => (
            <option key={count} value={count}>
              {t('choice.guestsOption', { count })}
            </option>
          ))}
        </ChoiceSelect>

        <ChoiceSelect label={t('choice.date')} value={choice.date} onChange={(value) => onSlotChange({ date: value })}>
          {dayOptions.map(({ date, closed, label }) => (
            <option key={date} value={date} disabled={closed}>
              {label}
            </option>
          ))}
        </ChoiceSelect>

        <ChoiceSelect
          label={t('choice.time')}
          value={choice.time ?? ''}
          onChange={(value) => onSlotChange({ time: value })}
          error={slots.length === 0 ? t('choice.noTimesHint') : undefined}
        >
          {slots.length === 0 ? <option value="">{t('choice.noTimes')}</option> : null}
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {formatClock(slot, locale)}
            </option>
          ))}
        </ChoiceSelect>

        <ChoiceSelect
          label={t('choice.duration')}
          value={String(choice.duration)}
          onChange={(value) => onSlotChange({ duration: Number(value) })}
        >
          {durationOptions(rules).map((minutes) => (
            <option key={minutes} value={minutes}>
              {durationLabel(minutes)}
            </option>
          ))}
        </ChoiceSelect>
      </SimpleGrid>
      {hours ? (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('choice.openingHours', {
            open: formatClock(hours?.open ?? '', locale),
            close: formatClock(hours?.close ?? '', locale),
          })}
        </Text>
      ) : null}
    </Box>
  );
}
