import { Field, NativeSelect } from '@restaurant/shared/ui-form';

export interface OptionSelectProps<TValue extends string> {
  label: string;
  value: TValue;
  options: readonly { value: TValue; label: string }[];
  onChange: (value: TValue) => void;
}

/** A labelled native select of a few choices (a period, a range): keyboard and screen reader friendly as it is. */
export function OptionSelect<TValue extends string>({ label, value, options, onChange }: OptionSelectProps<TValue>) {
  return (
    <Field.Root orientation="horizontal" gap="3" w="auto">
      <Field.Label whiteSpace="nowrap">{label}</Field.Label>
      <NativeSelect.Root size="sm" w="40">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.currentTarget.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
