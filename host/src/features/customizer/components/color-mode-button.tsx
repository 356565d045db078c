import { useCustomizerStore } from '@restaurant/shared';
import { IconButton, MoonIcon, SunIcon } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';

export interface ColorModeButtonProps {
  /** Leaves the button out below this breakpoint, where the header is short of room (the drawer has the setting). */
  hideBelow?: 'sm' | 'md';
}

/** One-click light/dark switch in the header (the drawer has the same setting). */
export function ColorModeButton({ hideBelow }: ColorModeButtonProps) {
  const { t } = hostTranslations.useTranslation();
  const mode = useCustomizerStore((state) => state.mode);
  const toggleMode = useCustomizerStore((state) => state.toggleMode);
  return (
    <IconButton
      aria-label={t('header.toggleMode')}
      aria-pressed={mode === 'dark'}
      variant="ghost"
      hideBelow={hideBelow}
      onClick={toggleMode}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
