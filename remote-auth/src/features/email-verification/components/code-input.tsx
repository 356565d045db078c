import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { HStack } from '@restaurant/shared/ui';
import { Input } from '@restaurant/shared/ui-form';
import { authTranslations } from '../../../lib/translations';

export interface CodeInputProps {
  /** One entry per box, '' when empty. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  /** Ids of the label and of the hint/error describing the whole group. */
  labelledBy: string;
  describedBy?: string | undefined;
  disabled?: boolean;
  /** Id of the first box, so the form can move focus there when the code is incomplete. */
  firstId?: string;
}

function onlyDigits(text: string): string[] {
  return Array.from(text.replace(/\D/g, ''));
}

/**
 * Six one-digit boxes: typing moves on, Backspace on an empty box moves back, the arrows move between boxes, and a
 * pasted (or autofilled) code fills every box from the one it lands in. Always laid out left to right: a code
 * reads the same in Arabic.
 */
export function CodeInput({
  digits,
  onChange,
  invalid = false,
  labelledBy,
  describedBy,
  disabled,
  firstId,
}: CodeInputProps) {
  const { t } = authTranslations.useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const count = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(count - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (index: number, incoming: string[]) => {
    const next = [...digits];
    incoming.slice(0, count - index).forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(next);
    focusBox(Math.min(index + incoming.length, count - 1));
  };

  const onInput = (index: number, value: string) => {
    const incoming = onlyDigits(value);
    if (incoming.length === 0) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // A box already holding a digit receives the new one after it: keep only what was typed.
    const typed = incoming.length === 2 && digits[index] ? incoming.filter((_, i) => i === 1) : incoming;
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(count - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const incoming = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (incoming.length > 0) fillFrom(incoming.length >= count ? 0 : index, incoming);
  };

  return (
    <HStack role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} dir="ltr" gap="2" justify="center">
      {digits.map((digit, index) => (
        <Input
          // The boxes never reorder: the index is their identity.
          key={index}
          id={index === 0 ? firstId : undefined}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          aria-label={t('twoSteps.digit', { index: index + 1, count })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          disabled={disabled}
          textAlign="center"
          fontSize="xl"
          fontWeight="semibold"
          w={{ base: '10', sm: '12' }}
          h={{ base: '12', sm: '14' }}
          px="0"
        />
      ))}
    </HStack>
  );
}
