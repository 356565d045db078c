import { useId, useState } from 'react';
import { useHydrated } from '@restaurant/shared';
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

/** Today in the visitor's own time zone, as a date field writes it (`toISOString` would give the UTC day). */
function localToday(now = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * `/forms/form-elements/date-time`: the browser's own date, time and date-time pickers (keyboard and screen-reader
 * ready everywhere), each value repeated below in the interface language with Intl.
 */
export default function DateTimePage() {
  const { t } = formsTranslations.useTranslation();
  const format = useDemoFormatters();
  // The visitor's today is known in the browser only: a server render sets no limit, the browser's first render after.
  const today = useHydrated() ? localToday() : undefined;
  return (
    <ExamplePage section="forms" page="date-time" description={t('dateTime.description')} columns={2}>
      <ExampleCard title={t('dateTime.date')}>
        <Picker type="date" label={t('dateTime.dateLabel')} initial="2026-12-24" describe={format.pickedDate} />
      </ExampleCard>
      <ExampleCard title={t('dateTime.time')}>
        <Picker type="time" label={t('dateTime.timeLabel')} initial="19:30" describe={format.pickedTime} />
      </ExampleCard>
      <ExampleCard title={t('dateTime.dateTime')}>
        <Picker
          type="datetime-local"
          label={t('dateTime.dateTimeLabel')}
          initial="2026-12-31T20:00"
          describe={format.pickedDateTime}
        />
      </ExampleCard>
      <ExampleCard title={t('dateTime.limits')}>
        <Stack gap="4">
          <Picker type="date" label={t('dateTime.fromToday')} initial="" min={today} describe={format.pickedDate} />
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
