import { NavLink } from '@restaurant/shared/router';
import { Box, Link, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NAV } from '../dashboard-nav';
import type { NavItem } from '../nav-items';

export interface SidebarNavProps {
  /** Mini sidebar: only initials show, the full label stays for screen readers. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

function NavEntry({
  item,
  collapsed,
  depth,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  depth: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('host');
  const label = t(`nav.${item.label}`);
  return (
    <li>
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="3"
        ps={collapsed ? '0' : `${3 + depth * 4}`}
        pe="3"
        py="2"
        justifyContent={collapsed ? 'center' : 'flex-start'}
        borderRadius="l2"
        color="fg.muted"
        textDecoration="none"
        fontSize="sm"
        _hover={{ color: 'colorPalette.fg', bg: 'colorPalette.subtle' }}
        _currentPage={{ color: 'colorPalette.contrast', bg: 'colorPalette.solid' }}
      >
        <NavLink to={item.to} onClick={onNavigate} title={collapsed ? label : undefined} end>
          {collapsed ? (
            <>
              <Box as="span" aria-hidden="true" fontWeight="semibold">
                {label.slice(0, 2)}
              </Box>
              <VisuallyHidden>{label}</VisuallyHidden>
            </>
          ) : (
            label
          )}
        </NavLink>
      </Link>
      {item.children && !collapsed ? (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" mt="1">
          {item.children.map((child) => (
            <NavEntry
              key={`${child.label}-${child.to}`}
              item={child}
              collapsed={collapsed}
              depth={depth + 1}
              onNavigate={onNavigate}
            />
          ))}
        </Stack>
      ) : null}
    </li>
  );
}

/** The dashboard's vertical navigation (sidebar and mobile drawer). */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('host');
  return (
    <Stack as="nav" aria-label={t('header.mainNavigation')} gap="5" px={collapsed ? '2' : '4'} py="4">
      {DASHBOARD_NAV.map((group) => (
        <Stack key={group.label} gap="1">
          {collapsed ? null : (
            <Text
              as="h2"
              fontSize="xs"
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="fg.subtle"
              px="3"
            >
              {t(`nav.${group.label}`)}
            </Text>
          )}
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {group.items.map((item) => (
              <NavEntry
                key={`${item.label}-${item.to}`}
                item={item}
                collapsed={collapsed}
                depth={0}
                onNavigate={onNavigate}
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
