import { useCustomizerStore, commonTranslations } from '@restaurant/shared';
import { Outlet } from '@restaurant/shared/router';
import {
  Box,
  ChevronLeftIcon,
  ChevronRightIcon,
  Container,
  Flex,
  HStack,
  IconButton,
  SkipNavContent,
  SkipNavLink,
} from '@restaurant/shared/ui';
import { BOXED_MAX_WIDTH, MINI_SIDEBAR_WIDTH, SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '../../config/layout';
import { AccountButton } from '../../features/account/components/account-button';
import { ColorModeButton } from '../../features/customizer/components/color-mode-button';
import { CustomizerButton } from '../../features/customizer/components/customizer-button';
import { HorizontalNav } from '../../features/navigation/components/horizontal-nav';
import { NavigationDrawerButton } from '../../features/navigation/components/navigation-drawer-button';
import { SidebarNav } from '../../features/navigation/components/sidebar-nav';
import type { NavWorkspace } from '../../features/navigation/dashboard-nav';
import { hostTranslations } from '../../lib/translations';
import { BrandLink } from './brand-link';
import { DashboardHeaderCart } from './dashboard-header-cart';
import { MenuWithAccountLinks } from './menu-with-account-links';
import { SessionNotice } from './session-notice';

function SidebarToggle() {
  const { t } = hostTranslations.useTranslation();
  const collapsed = useCustomizerStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useCustomizerStore((state) => state.toggleSidebar);
  const direction = useCustomizerStore((state) => state.direction);
  // The arrow points where the sidebar will go, mirrored in rtl.
  const pointsStart = collapsed === (direction === 'rtl');
  return (
    <IconButton
      aria-label={t(collapsed ? 'header.expandSidebar' : 'header.collapseSidebar')}
      aria-expanded={!collapsed}
      variant="ghost"
      hideBelow="lg"
      onClick={toggleSidebar}
    >
      {pointsStart ? <ChevronRightIcon /> : <ChevronLeftIcon />}
    </IconButton>
  );
}

/**
 * The dashboard's frame: sidebar (270px, mini 87px) or horizontal navigation, 70px top bar, boxed or full width, the
 * customizer. `demo` (the full layout) shows the template's menu and the demo shop's cart; `staff` (the back office)
 * the restaurant's tasks only, and no diner's cart.
 */
export function DashboardFrame({ workspace }: { workspace: NavWorkspace }) {
  const { t } = commonTranslations.useTranslation();
  const horizontal = useCustomizerStore((state) => state.horizontalLayout);
  const collapsed = useCustomizerStore((state) => state.sidebarCollapsed);
  const boxed = useCustomizerStore((state) => state.boxed);
  const sidebarWidth = collapsed ? MINI_SIDEBAR_WIDTH : SIDEBAR_WIDTH;
  const contentWidth = boxed ? BOXED_MAX_WIDTH : 'full';

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipNavLink>{t('a11y.skipToContent')}</SkipNavLink>
      {horizontal ? null : (
        <Box
          as="aside"
          data-testid="dashboard-sidebar"
          data-workspace={workspace}
          hideBelow="lg"
          position="sticky"
          top="0"
          h="100dvh"
          w={sidebarWidth}
          flexShrink={0}
          overflowY="auto"
          bg="bg.panel"
          borderEndWidth="1px"
          transition="width 0.2s"
        >
          <Flex h={TOP_BAR_HEIGHT} align="center" justify={collapsed ? 'center' : 'flex-start'} px="6">
            <BrandLink />
          </Flex>
          <SidebarNav collapsed={collapsed} workspace={workspace} />
        </Box>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px">
          <Container maxW={horizontal ? contentWidth : 'full'}>
            <Flex h={TOP_BAR_HEIGHT} align="center" gap={{ base: '2', sm: '3' }}>
              <NavigationDrawerButton hideFrom="lg">
                {(close) => (
                  <MenuWithAccountLinks onNavigate={close}>
                    <SidebarNav onNavigate={close} workspace={workspace} />
                  </MenuWithAccountLinks>
                )}
              </NavigationDrawerButton>
              {horizontal ? <BrandLink /> : <SidebarToggle />}
              <HStack gap="1" ms="auto">
                {workspace === 'demo' ? <DashboardHeaderCart /> : null}
                {/* On phones the cart, settings and account fill the bar: the settings drawer has this switch. */}
                <ColorModeButton hideBelow="sm" />
                <CustomizerButton />
                <AccountButton />
              </HStack>
            </Flex>
          </Container>
          {horizontal ? (
            <Box borderTopWidth="1px" hideBelow="lg" data-testid="dashboard-horizontal-nav">
              <Container maxW={contentWidth} py="2">
                <HorizontalNav workspace={workspace} />
              </Container>
            </Box>
          ) : null}
        </Box>
        <SessionNotice maxW={contentWidth} />
        <Box as="main" flex="1">
          <SkipNavContent />
          <Container maxW={contentWidth}>
            <Outlet />
          </Container>
        </Box>
      </Flex>
    </Flex>
  );
}
