import { Checkbox } from '@restaurant/shared/ui-checkbox';

export interface SelectCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onToggle: () => void;
}

/** A row's (or the header's) selection box, named for screen readers; `indeterminate` when part of the rows are. */
export function SelectCheckbox({ label, checked, onToggle }: SelectCheckboxProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onToggle} size="sm">
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
