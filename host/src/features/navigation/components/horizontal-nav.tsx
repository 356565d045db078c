import { lazy, Suspense, useState } from 'react';
import { Button, ChevronDownIcon, HStack } from '@restaurant/shared/ui';
import { dashboardTranslations } from '../../../lib/dashboard-translations';
import { hostTranslations } from '../../../lib/translations';
import type { DashboardNavGroup, NavWorkspace } from '../dashboard-nav';
import { useDashboardNav } from '../hooks/use-dashboard-nav';

const NavGroupMenu = lazy(() => import('./nav-group-menu'));

function GroupTrigger({ group }: { group: DashboardNavGroup }) {
  const { t } = dashboardTranslations.useTranslation();
  const [armed, setArmed] = useState(false);
  const plain = (
    <Button variant="ghost" size="sm" aria-haspopup="menu" onClick={() => setArmed(true)}>
      {t(`nav.${group.label}`)}
      <ChevronDownIcon />
    </Button>
  );
  // The menu code (and its overlay components) downloads on the first click only.
  return armed ? (
    <Suspense fallback={plain}>
      <NavGroupMenu group={group} />
    </Suspense>
  ) : (
    plain
  );
}

/** The dashboard's horizontal-layout navigation: one dropdown per group (of the demo's menu or the back office's). */
export function HorizontalNav({ workspace = 'demo' }: { workspace?: NavWorkspace }) {
  const { t } = hostTranslations.useTranslation();
  const groups = useDashboardNav(workspace);
  return (
    <HStack as="nav" aria-label={t('header.mainNavigation')} gap="1" wrap="wrap">
      {groups.map((group) => (
        <GroupTrigger key={group.label} group={group} />
      ))}
    </HStack>
  );
}
