import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, SettingsIcon } from '@restaurant/shared/ui';

const CustomizerDrawer = lazy(() => import('./customizer-drawer'));

/** Opens the customizer; its drawer and form controls download on the first click. */
export function CustomizerButton() {
  const { t } = useTranslation('host');
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('header.settings')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        onClick={() => {
          setArmed(true);
          setOpen(true);
        }}
      >
        <SettingsIcon />
      </IconButton>
      {armed ? (
        <Suspense fallback={null}>
          <CustomizerDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
