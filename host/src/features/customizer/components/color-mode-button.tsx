import { useCustomizerStore } from '@restaurant/shared';
import { IconButton, MoonIcon, SunIcon } from '@restaurant/shared/ui';
import { useTranslation } from 'react-i18next';

/** One-click light/dark switch in the header (the drawer has the same setting). */
export function ColorModeButton() {
  const { t } = useTranslation('host');
  const mode = useCustomizerStore((state) => state.mode);
  const toggleMode = useCustomizerStore((state) => state.toggleMode);
  return (
    <IconButton aria-label={t('header.toggleMode')} aria-pressed={mode === 'dark'} variant="ghost" onClick={toggleMode}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
