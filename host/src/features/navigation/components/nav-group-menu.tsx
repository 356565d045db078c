import { Link as RouterLink } from '@restaurant/shared/router';
import { Button, ChevronDownIcon } from '@restaurant/shared/ui';
import { Menu, Portal } from '@restaurant/shared/ui-extra';
import { useTranslation } from 'react-i18next';
import type { NavGroup, NavItem } from '../nav-items';

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children ? item.children : [item]));
}

/** One group of the horizontal navigation as a dropdown; loaded the first time a group is opened. */
export default function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('host');
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
            {flatten(group.items).map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to}>{t(`nav.${item.label}`)}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
