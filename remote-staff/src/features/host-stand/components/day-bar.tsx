import { useEffect, useRef, useState } from 'react';
import { StaffReservationsQuery } from '@restaurant/shared/contracts';
import { maxLengthOf } from '@restaurant/shared/forms';
import { Button, Flex } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { hostStandTranslations } from '../translations';

const SEARCH_DELAY_MS = 350;
const SEARCH_MAX_LENGTH = maxLengthOf(StaffReservationsQuery.properties.q);

export interface DayBarProps {
  /** The day shown ('YYYY-MM-DD'), once known. */
  readonly date: string | undefined;
  readonly today: string | undefined;
  readonly q: string;
  readonly onDateChange: (date: string | null) => void;
  readonly onSearch: (q: string) => void;
}

/**
 * The day (the browser's own date picker: keyboard and screen-reader ready) and the search by code or name. It only
 * steers the URL, so it submits nothing; the search is sent after a pause in typing, or at once on Enter.
 */
export function DayBar({ date, today, q, onDateChange, onSearch }: DayBarProps) {
  const { t } = hostStandTranslations.useTranslation();
  const [text, setText] = useState(q);
  const lastSent = useRef(q);

  // Follow the URL when it changes from outside (back button), not while the host types.
  useEffect(() => {
    if (q !== lastSent.current) {
      lastSent.current = q;
      setText(q);
    }
  }, [q]);

  useEffect(() => {
    if (text.trim() === lastSent.current) return undefined;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Flex
      as="form"
      role="search"
      aria-label={t('day.label')}
      gap="4"
      wrap="wrap"
      align="flex-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field.Root w="auto">
        <Field.Label>{t('day.date')}</Field.Label>
        <Input
          type="date"
          value={date ?? ''}
          onChange={(event) => onDateChange(event.target.value === '' ? null : event.target.value)}
        />
      </Field.Root>
      <Button variant="outline" disabled={today === undefined || date === today} onClick={() => onDateChange(null)}>
        {t('day.today')}
      </Button>
      <Field.Root flex="1" minW="48">
        <Field.Label>{t('day.search')}</Field.Label>
        <Input
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              lastSent.current = text.trim();
              onSearch(text);
            }
          }}
        />
        <Field.HelperText>{t('day.searchHint')}</Field.HelperText>
      </Field.Root>
    </Flex>
  );
}
