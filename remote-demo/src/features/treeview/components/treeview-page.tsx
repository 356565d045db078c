import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Heading, HStack, PageContainer, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { List } from '@restaurant/shared/ui-display';
import { demoTranslations } from '../../../lib/translations';
import { createProjectTree, folderValues, SAMPLE_PROJECT } from '../lib/sample-tree';
import { treeviewTranslations } from '../translations';
import { FileTree } from './file-tree';

const KEYS = ['arrows', 'rightLeft', 'homeEnd', 'enter', 'typeahead', 'star'] as const;

function ExampleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="article" variant="outline" bg="bg.panel">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** /pages/treeview: an accessible file tree (expand, collapse, select, keyboard, indent guides), two ways. */
export default function TreeviewPage() {
  const { t } = treeviewTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const collection = useMemo(() => createProjectTree(), []);
  const [expanded, setExpanded] = useState<string[]>(['src']);
  const [selected, setSelected] = useState<string[]>([]);
  const [shared, setShared] = useState<string[]>([]);
  const selectedName = selected[0] === undefined ? null : collection.findNode(selected[0])?.name;

  return (
    <PageContainer
      title={tDemo('pages.pages.treeview')}
      description={t('intro')}
      breadcrumb={[{ label: tDemo('pages.section') }]}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <ExampleCard title={t('controlled')}>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setExpanded(folderValues(SAMPLE_PROJECT))}>
              {t('expandAll')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setExpanded([])}>
              {t('collapseAll')}
            </Button>
          </HStack>
          <FileTree
            collection={collection}
            label={t('files')}
            expandedValue={expanded}
            onExpandedChange={(details) => setExpanded(details.expandedValue)}
            selectedValue={selected}
            onSelectionChange={(details) => setSelected(details.selectedValue)}
          />
          <Text color="fg.muted" aria-live="polite">
            {selectedName ? t('selected', { name: selectedName }) : t('nothingSelected')}
          </Text>
        </ExampleCard>
        <Stack gap="6">
          <ExampleCard title={t('multiple')}>
            <Text color="fg.muted">{t('multipleHint')}</Text>
            <FileTree
              collection={collection}
              label={t('multipleTree')}
              selectionMode="multiple"
              defaultExpandedValue={['docs', 'public']}
              selectedValue={shared}
              onSelectionChange={(details) => setShared(details.selectedValue)}
            />
            <Text color="fg.muted" aria-live="polite">
              {t('selectedCount', { count: shared.length })}
            </Text>
          </ExampleCard>
          <ExampleCard title={t('keyboard')}>
            <List.Root ps="5" gap="1" color="fg.muted">
              {KEYS.map((key) => (
                <List.Item key={key}>{t(`keys.${key}`)}</List.Item>
              ))}
            </List.Root>
          </ExampleCard>
        </Stack>
      </SimpleGrid>
    </PageContainer>
  );
}
