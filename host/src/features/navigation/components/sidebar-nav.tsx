import { useId, type ReactNode } from 'react';
import { NavLink } from '@restaurant/shared/router';
import { Box, Link, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { dashboardTranslations } from '../../../lib/dashboard-translations';
import { hostTranslations } from '../../../lib/translations';
import {
  isNavBranch,
  type DashboardNavEntry,
  type DashboardNavItem,
  type NavBranch,
  type NavWorkspace,
} from '../dashboard-nav';
import { useDashboardNav } from '../hooks/use-dashboard-nav';

export interface SidebarNavProps {
  /** Mini sidebar: only initials show, the full label stays for screen readers. */
  collapsed?: boolean;
  onNavigate?: () => void;
  /** The template demo's menu (the default) or the restaurant's back office. */
  workspace?: NavWorkspace;
}

interface EntryProps {
  collapsed: boolean;
  depth: number;
  onNavigate?: () => void;
}

const indentOf = (collapsed: boolean, depth: number) => (collapsed ? '0' : `${3 + depth * 4}`);

/** The mini sidebar shows two letters; the whole label is what assistive technology reads. */
function EntryLabel({ label, collapsed }: { label: string; collapsed: boolean }) {
  if (!collapsed) return <>{label}</>;
  return (
    <>
      <Box as="span" aria-hidden="true" fontWeight="semibold">
        {label.slice(0, 2)}
      </Box>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

function EntryList({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-labelledby={labelledBy}>
      {children}
    </Stack>
  );
}

function LinkEntry({ item, collapsed, depth, onNavigate }: EntryProps & { item: DashboardNavItem }) {
  const { t } = dashboardTranslations.useTranslation();
  const label = t(`nav.${item.label}`);
  return (
    <li>
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="3"
        ps={indentOf(collapsed, depth)}
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
          <EntryLabel label={label} collapsed={collapsed} />
        </NavLink>
      </Link>
    </li>
  );
}

/** A label over its links (Blog: Posts, Blog detail); it names their list, so it is announced with them. */
function BranchEntry({ branch, collapsed, depth, onNavigate }: EntryProps & { branch: NavBranch }) {
  const { t } = dashboardTranslations.useTranslation();
  const labelId = useId();
  const label = t(`nav.${branch.label}`);
  return (
    <li>
      {collapsed ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <Text id={labelId} ps={indentOf(collapsed, depth)} pe="3" py="2" fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      )}
      <EntryList labelledBy={labelId}>
        {branch.children.map((child) => (
          <LinkEntry key={child.to} item={child} collapsed={collapsed} depth={depth + 1} onNavigate={onNavigate} />
        ))}
      </EntryList>
    </li>
  );
}

function NavEntry({ entry, ...props }: EntryProps & { entry: DashboardNavEntry }) {
  return isNavBranch(entry) ? <BranchEntry branch={entry} {...props} /> : <LinkEntry item={entry} {...props} />;
}

/** The dashboard's vertical navigation (sidebar, mini sidebar and mobile drawer): every entry, none folded away. */
export function SidebarNav({ collapsed = false, onNavigate, workspace = 'demo' }: SidebarNavProps) {
  // The landmark's name is the header's word (host); the labels are the dashboard's own namespace.
  const { t: tHost } = hostTranslations.useTranslation();
  const { t } = dashboardTranslations.useTranslation();
  const groups = useDashboardNav(workspace);
  return (
    <Stack as="nav" aria-label={tHost('header.mainNavigation')} gap="5" px={collapsed ? '2' : '4'} py="4">
      {groups.map((group) => (
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
          <EntryList>
            {group.items.map((entry) => (
              <NavEntry key={entry.label} entry={entry} collapsed={collapsed} depth={0} onNavigate={onNavigate} />
            ))}
          </EntryList>
        </Stack>
      ))}
    </Stack>
  );
}
