import { Switch } from '@restaurant/shared/ui-choice';

/** One on/off display setting, as a labelled switch. */
export function SettingToggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      justifyContent="space-between"
      width="full"
    >
      <Switch.HiddenInput />
      <Switch.Label fontWeight="semibold">{label}</Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}
