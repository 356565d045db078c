import { useEffect, useRef, useState } from 'react';
import { Field, Input } from '@restaurant/shared/ui-form';
import { orderingTranslations } from '../../../lib/translations';

const SEARCH_DELAY_MS = 350;

/** The menu's search field: sends what the diner typed after a pause, or at once on Enter. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = orderingTranslations.useTranslation();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);

  // Follow the URL when it changes from outside (back button, a link), not while the diner types.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === lastSent.current.trim()) return undefined;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Field.Root flex="1" minW="48">
      <Field.Label>{t('menu.search')}</Field.Label>
      <Input
        type="search"
        value={text}
        placeholder={t('menu.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            lastSent.current = text.trim();
            onSearch(text);
          }
        }}
      />
    </Field.Root>
  );
}
