import type { ReactNode } from 'react';
import type { routePatterns } from '@restaurant/shared/router';
import { PageContainer, SimpleGrid } from '@restaurant/shared/ui';
import { demoTranslations } from '../../../lib/translations';

export type UiComponentsPageKey = keyof (typeof routePatterns.demo)['ui-components'];

export interface GalleryPageProps {
  page: UiComponentsPageKey;
  /** Two columns from tablets up unless an example needs the whole width. */
  columns?: 1 | 2;
  children: ReactNode;
}

/** A UI components page: its title and breadcrumb from the route table's words, then its example cards. */
export function GalleryPage({ page, columns = 2, children }: GalleryPageProps) {
  const { t } = demoTranslations.useTranslation();
  return (
    <PageContainer title={t(`ui-components.pages.${page}`)} breadcrumb={[{ label: t('ui-components.section') }]}>
      <SimpleGrid columns={{ base: 1, lg: columns }} gap="6" alignItems="start">
        {children}
      </SimpleGrid>
    </PageContainer>
  );
}
