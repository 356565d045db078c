import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, paths, type RemotePageProps } from '@restaurant/shared/router';
import { LoadingState, PageContainer } from '@restaurant/shared/ui';
import type { PageTitles } from './page-titles/en';
import { PAGE_TITLES_NAMESPACE } from './page-titles/register';

export type DemoSectionKey = keyof PageTitles;

/** A demo page's own chunk: `() => import('../../features/charts/area-chart-page')`. */
export type DemoPageLoader = () => Promise<{ default: ComponentType }>;

function DemoPlaceholder({ section, page }: { section: DemoSectionKey; page: string }) {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t(`${section}.pages.${page}`)} breadcrumb={[{ label: t(`${section}.section`) }]} />;
}

/**
 * One exposed module per demo section. The host passes the route's sub-page key; each page with content has its
 * own lazy chunk (charts, the editor and the calendar download only on their pages); the others show their title
 * and breadcrumb until their issue fills them.
 */
export function createDemoSection(
  section: DemoSectionKey,
  pages: readonly string[],
  loaders: Partial<Record<string, DemoPageLoader>> = {},
): ComponentType<RemotePageProps> {
  // Created once per section, outside render; each still downloads only when its page is shown.
  const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
    Object.entries(loaders).flatMap(([page, loader]) => (loader ? [[page, lazy(loader)] as const] : [])),
  );

  function DemoSection({ page }: RemotePageProps) {
    if (page === undefined || !pages.includes(page)) return <Navigate to={paths.auth.notFound} replace />;
    const Page = lazyPages.get(page);
    if (!Page) return <DemoPlaceholder section={section} page={page} />;
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  }
  DemoSection.displayName = `DemoSection(${section})`;
  return DemoSection;
}
