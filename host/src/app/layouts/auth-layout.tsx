import { Outlet } from '@restaurant/shared/router';
import { Box, Flex, HStack, SkipNavContent, SkipNavLink } from '@restaurant/shared/ui';
import { useTranslation } from 'react-i18next';
import { ColorModeButton } from '../../features/customizer/components/color-mode-button';
import { CustomizerButton } from '../../features/customizer/components/customizer-button';
import { BrandLink } from './brand-link';

/** Blank layout of the auth pages: only the brand and the display settings around the page. */
export default function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipNavLink>{t('a11y.skipToContent')}</SkipNavLink>
      <Flex as="header" align="center" justify="space-between" px={{ base: '4', md: '8' }} py="4">
        <BrandLink />
        <HStack gap="1">
          <ColorModeButton />
          <CustomizerButton />
        </HStack>
      </Flex>
      <Box as="main" flex="1" px="4">
        <SkipNavContent />
        <Box maxW="lg" mx="auto">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
