import { useState } from 'react';
import { Group, IconButton, chakra } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

export const MAX_QUANTITY = 99;

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** 0 in the cart (0 removes the line), 1 for a quantity picker. */
  min?: number;
  max?: number;
  /** The dish or combo, to name the input ("Quantity of Phở bò") and the buttons. */
  name: string;
  disabled?: boolean;
}

/** − / typed number / +; a typed value is applied on Enter or when the field loses focus. */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max = MAX_QUANTITY,
  name,
  disabled,
}: QuantityStepperProps) {
  const { t } = orderingTranslations.useTranslation();
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  // A new quantity from outside (the server answered, another tab) replaces what was being typed.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }

  const commit = () => {
    const parsed = Number(draft);
    if (!Number.isFinite(parsed) || draft.trim() === '') {
      setDraft(String(value));
      return;
    }
    const next = Math.min(max, Math.max(min, Math.floor(parsed)));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Group attached>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('cart.decrease', { name })}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </IconButton>
      <chakra.input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft}
        aria-label={t('cart.quantityOf', { name })}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        w="12"
        h="8"
        textAlign="center"
        borderWidth="1px"
        borderColor="border"
        bg="bg"
        color="fg"
        fontSize="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', zIndex: 1 }}
      />
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('cart.increase', { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </IconButton>
    </Group>
  );
}
