import { lazy, Suspense, useState } from 'react';
import { IconButton, SettingsIcon } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';

const CustomizerDrawer = lazy(() => import('./customizer-drawer'));

/** Opens the customizer; its drawer and form controls download on the first click. */
export function CustomizerButton() {
  const { t } = hostTranslations.useTranslation();
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
