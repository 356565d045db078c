import type { ReactNode } from 'react';
import { PlainField, PlainSelect } from '@restaurant/shared/ui-native';

export interface ChoiceSelectProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Why nothing can be picked; the select is then disabled, marked invalid and described by it. */
  readonly error?: string;
  /** The `<option>`s. */
  readonly children: ReactNode;
}

/**
 * One field of the choice bar: a native select of `ui-native` (not `ui-form`, which the booking page's first load
 * has no room for: issue 17). A choice with nothing to pick says why and cannot be opened.
 */
export function ChoiceSelect({ label, value, onChange, error, children }: ChoiceSelectProps) {
  return (
    <PlainField label={label} errorText={error} disabled={error !== undefined}>
      <PlainSelect value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {children}
      </PlainSelect>
    </PlainField>
  );
}
