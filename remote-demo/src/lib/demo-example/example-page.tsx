import type { ReactNode } from 'react';
import type { DemoSectionKey } from '@restaurant/shared/router';
import { PageContainer, SimpleGrid } from '@restaurant/shared/ui';
import { demoTranslations } from '../translations';

export interface ExamplePageProps {
  section: DemoSectionKey;
  /** The route table's page key (`basic`, `form-wizard`...): its title comes from the demo's words. */
  page: string;
  description?: string;
  /** Two columns of examples from `lg` up, or one wide column for examples that need the width. */
  columns?: 1 | 2;
  children: ReactNode;
}

/** A gallery page of live examples: the demo's page title and breadcrumb, then the example cards. */
export function ExamplePage({ section, page, description, columns = 1, children }: ExamplePageProps) {
  const { t } = demoTranslations.useTranslation();
  return (
    <PageContainer
      title={t(`${section}.pages.${page}`)}
      breadcrumb={[{ label: t(`${section}.section`) }]}
      {...(description ? { description } : {})}
    >
      <SimpleGrid columns={{ base: 1, lg: columns }} gap="6" alignItems="start">
        {children}
      </SimpleGrid>
    </PageContainer>
  );
}
