import { useId, useState } from 'react';
import { Stack, Text } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { formsTranslations } from '../translations';

interface PickerProps {
  type: 'date' | 'time' | 'datetime-local';
  label: string;
  initial: string;
  /** The value in words of the interface language (the native control shows the browser's own format). */
  describe: (value: string) => string;
  /** The earliest date allowed (`yyyy-mm-dd`): an earlier one, typed or picked, is refused with a message. */
  min?: string;
}

function Picker({ type, label, initial, describe, min }: PickerProps) {
  const { t } = formsTranslations.useTranslation();
  const [value, setValue] = useState(initial);
  const shownId = useId();
  const errorId = useId();
  // `min` only bounds the picker's calendar: a date typed into the field can still be earlier. Dates written
  // yyyy-mm-dd compare as text.
  const tooEarly = min !== undefined && value !== '' && value < min;
  return (
    <Field.Root maxW="sm" invalid={tooEarly}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        value={value}
        {...(min ? { min } : {})}
        aria-describedby={tooEarly ? `${errorId} ${shownId}` : shownId}
        onChange={(event) => setValue(event.target.value)}
      />
      {tooEarly ? (
        <Field.ErrorText id={errorId} role="alert">
          {t('dateTime.tooEarly')}
        </Field.ErrorText>
      ) : null}
      <Text id={shownId} fontSize="sm" color="fg.muted" aria-live="polite">
        {value && !tooEarly ? t('dateTime.chosen', { value: describe(value) }) : t('dateTime.none')}
      </Text>
    </Field.Root>
  );
}

// A time alone has no date: formatted on a fixed day, only its hours and minutes are shown.
const onFixedDay = (time: string) => new Date(`2026-01-01T${time}`);
/** Today in the visitor's own time zone, as a date field writes it (`toISOString` would give the UTC day). */
function localToday(now = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// A date alone is read as local midnight, so no time zone moves it to the day before.
const atLocalMidnight = (date: string) => new Date(`${date}T00:00`);

/**
 * `/forms/form-elements/date-time`: the browser's own date, time and date-time pickers (keyboard and screen-reader
 * ready everywhere), each value repeated below in the interface language with Intl.
 */
export default function DateTimePage() {
  const { t } = formsTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <ExamplePage section="forms" page="date-time" description={t('dateTime.description')} columns={2}>
      <ExampleCard title={t('dateTime.date')}>
        <Picker
          type="date"
          label={t('dateTime.dateLabel')}
          initial="2026-12-24"
          describe={(value) => format.longDate(atLocalMidnight(value))}
        />
      </ExampleCard>
      <ExampleCard title={t('dateTime.time')}>
        <Picker
          type="time"
          label={t('dateTime.timeLabel')}
          initial="19:30"
          describe={(value) => format.time(onFixedDay(value))}
        />
      </ExampleCard>
      <ExampleCard title={t('dateTime.dateTime')}>
        <Picker
          type="datetime-local"
          label={t('dateTime.dateTimeLabel')}
          initial="2026-12-31T20:00"
          describe={format.dateTime}
        />
      </ExampleCard>
      <ExampleCard title={t('dateTime.limits')}>
        <Stack gap="4">
          <Picker
            type="date"
            label={t('dateTime.fromToday')}
            initial=""
            min={localToday()}
            describe={(value) => format.longDate(atLocalMidnight(value))}
          />
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
