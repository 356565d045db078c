import { commonTranslations } from '@restaurant/shared';
import { Outlet } from '@restaurant/shared/router';
import { Box, HStack, SkipNavContent, SkipNavLink } from '@restaurant/shared/ui';
import { ColorModeButton } from '../../features/customizer/components/color-mode-button';
import { CustomizerButton } from '../../features/customizer/components/customizer-button';

/**
 * Blank layout of the auth pages: no padding, container or header bar (each page fills the height with its own
 * look and brand); only the display settings, floating in the top corner.
 */
export default function AuthLayout() {
  const { t } = commonTranslations.useTranslation();
  return (
    <Box position="relative" minH="100dvh">
      <SkipNavLink>{t('a11y.skipToContent')}</SkipNavLink>
      <HStack gap="1" position="absolute" top="3" insetEnd="3" zIndex="docked">
        <ColorModeButton />
        <CustomizerButton />
      </HStack>
      <Box as="main">
        <SkipNavContent />
        <Outlet />
      </Box>
    </Box>
  );
}
