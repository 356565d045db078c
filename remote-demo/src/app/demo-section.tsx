import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, paths, routePatterns, type DemoSectionKey, type RemotePageProps } from '@restaurant/shared/router';
import { PageContainer } from '@restaurant/shared/ui';
import { demoTranslations } from '../lib/translations';

/** A demo page's own chunk: `() => import('../../features/shop/components/shop-page')`. */
export type DemoPageLoader = () => Promise<{ default: ComponentType }>;

/** The sub-page keys of a section, as the route table names them (`shop`, `eco-checkout`...). */
export type DemoPageKey<TSection extends DemoSectionKey> = keyof (typeof routePatterns.demo)[TSection] & string;

function DemoPlaceholder({ section, page }: { section: DemoSectionKey; page: string }) {
  const { t } = demoTranslations.useTranslation();
  return <PageContainer title={t(`${section}.pages.${page}`)} breadcrumb={[{ label: t(`${section}.section`) }]} />;
}

/**
 * One exposed module per demo section: its pages are the route table's (`routePatterns.demo[section]`). The host
 * passes the route's sub-page key; each page with content has its own lazy chunk (charts, the editor and the
 * calendar download only on their pages); the others show their title and breadcrumb until their issue fills them.
 */
export function createDemoSection<TSection extends DemoSectionKey>(
  section: TSection,
  loaders: Partial<Record<DemoPageKey<TSection>, DemoPageLoader>> = {},
): ComponentType<RemotePageProps> {
  const pages: readonly string[] = Object.keys(routePatterns.demo[section]);
  // Created once per section, outside render; each still downloads only when its page is shown.
  const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
    Object.entries<DemoPageLoader | undefined>(loaders).flatMap(([page, loader]) =>
      loader ? [[page, lazy(loader)] as const] : [],
    ),
  );

  function DemoSection({ page }: RemotePageProps) {
    if (page === undefined || !pages.includes(page)) return <Navigate to={paths.auth.notFound} replace />;
    const Page = lazyPages.get(page);
    if (!Page) return <DemoPlaceholder section={section} page={page} />;
    // No boundary of its own: the page's chunk suspends the host's, around the whole remote page. A boundary here
    // would let the host's mark the page live (hydrated) while this one still waited for the chunk, and a choice made
    // in its server markup meanwhile (a select's change) would be lost.
    // eslint-disable-next-line react-hooks/static-components -- created once per section, kept in lazyPages
    return <Page />;
  }
  DemoSection.displayName = `DemoSection(${section})`;
  return DemoSection;
}
