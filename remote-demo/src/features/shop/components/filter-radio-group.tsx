import { RadioGroup } from '@restaurant/shared/ui-choice';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterRadioGroupProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** One filter of the sidebar: a labelled group of radios, "All" first. */
export function FilterRadioGroup({ label, value, options, onChange }: FilterRadioGroupProps) {
  return (
    <RadioGroup.Root
      size="sm"
      value={value}
      onValueChange={(details) => {
        if (details.value !== null) onChange(details.value);
      }}
      display="flex"
      flexDirection="column"
      gap="2"
    >
      <RadioGroup.Label fontWeight="semibold">{label}</RadioGroup.Label>
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value}>
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
