import { useCustomizerStore, type CustomizerSettings } from '@restaurant/shared';
import { Switch } from '@restaurant/shared/ui-choice';

/** One on/off display setting, as a labelled switch. */
export function SettingToggle({
  label,
  select,
  onChange,
}: {
  label: string;
  /** Reads whether the setting is on from the customizer store. */
  select: (settings: CustomizerSettings) => boolean;
  onChange: (checked: boolean) => void;
}) {
  const checked = useCustomizerStore(select);
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
