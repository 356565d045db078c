import { useCustomizerStore, type CustomizerSettings } from '@restaurant/shared';
import { Stack, Text } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';

export interface SettingChoiceProps<V extends string> {
  label: string;
  /** Reads the setting's current option from the customizer store. */
  select: (settings: CustomizerSettings) => V;
  options: ReadonlyArray<{ value: V; label: string; palette?: string }>;
  onChange: (value: V) => void;
}

/** One display setting picked among a few options, as a titled radio group. */
export function SettingChoice<V extends string>({ label, select, options, onChange }: SettingChoiceProps<V>) {
  const value = useCustomizerStore(select);
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        const next = options.find((option) => option.value === details.value);
        if (next) onChange(next.value);
      }}
      aria-label={label}
      size="sm"
    >
      <Text as="h3" fontWeight="semibold" mb="2">
        {label}
      </Text>
      <Stack direction="row" wrap="wrap" gap="3">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} colorPalette={option.palette}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
