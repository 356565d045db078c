import { Checkbox, CheckboxGroup } from '@restaurant/shared/ui-checkbox';
import { Fieldset } from '@restaurant/shared/ui-form';

export interface SeriesToggleProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Check boxes that show or hide a chart's series; the last one left stays on, so the chart is never empty. */
export function SeriesToggle({ legend, options, value, onChange }: SeriesToggleProps) {
  return (
    <Fieldset.Root w="auto">
      <Fieldset.Legend textStyle="sm" color="fg.muted">
        {legend}
      </Fieldset.Legend>
      <CheckboxGroup
        value={[...value]}
        onValueChange={(next: string[]) => {
          if (next.length > 0) onChange(options.map((option) => option.value).filter((key) => next.includes(key)));
        }}
      >
        <Fieldset.Content flexDirection="row" flexWrap="wrap" gap="4" mt="1">
          {options.map((option) => (
            <Checkbox.Root key={option.value} value={option.value} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Fieldset.Content>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}
