import { Link as RouterLink } from '@restaurant/shared/router';
import { Button, ChevronDownIcon } from '@restaurant/shared/ui';
import { Menu, Portal } from '@restaurant/shared/ui-menu';
import { dashboardTranslations } from '../../../lib/dashboard-translations';
import { isNavBranch, type DashboardNavEntry, type DashboardNavGroup, type DashboardNavItem } from '../dashboard-nav';

/** `nested`: under a branch label, indented so it reads as part of it and not as the next entry of the group. */
function LinkItem({ item, nested = false }: { item: DashboardNavItem; nested?: boolean }) {
  const { t } = dashboardTranslations.useTranslation();
  return (
    <Menu.Item value={item.to} asChild ps={nested ? '6' : undefined}>
      <RouterLink to={item.to}>{t(`nav.${item.label}`)}</RouterLink>
    </Menu.Item>
  );
}

/** A branch keeps its label as the heading of its links (Blog: Posts, Blog detail) instead of dropping it. */
function MenuEntry({ entry }: { entry: DashboardNavEntry }) {
  const { t } = dashboardTranslations.useTranslation();
  if (!isNavBranch(entry)) return <LinkItem item={entry} />;
  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel>{t(`nav.${entry.label}`)}</Menu.ItemGroupLabel>
      {entry.children.map((child) => (
        <LinkItem key={child.to} item={child} nested />
      ))}
    </Menu.ItemGroup>
  );
}

/** One group of the horizontal navigation as a dropdown; loaded the first time a group is opened. */
export default function NavGroupMenu({ group }: { group: DashboardNavGroup }) {
  const { t } = dashboardTranslations.useTranslation();
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {t(`nav.${group.label}`)}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="70vh" overflowY="auto">
            {group.items.map((entry) => (
              <MenuEntry key={entry.label} entry={entry} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
