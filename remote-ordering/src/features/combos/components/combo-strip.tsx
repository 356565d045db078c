import { Box, Card, EmptyState, ErrorState, Heading, SimpleGrid, Skeleton, Stack } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useCombos } from '../api/get-combos';
import { ComboCard } from './combo-card';

/** Homepage: the combos (the restaurant has a handful, so one row of them). */
export function ComboStrip({ count = 6 }: { count?: number }) {
  const { t } = orderingTranslations.useTranslation();
  const combos = useCombos({ page: 1, size: count });

  let content;
  if (combos.isPending)
    content = (
      <SimpleGrid
        role="status"
        aria-busy="true"
        aria-label={t('combos.loading')}
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="4"
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Card.Root key={index} variant="outline" overflow="hidden">
            <Skeleton aspectRatio="4 / 3" />
            <Card.Body p="4">
              <Skeleton h="16" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    );
  else if (combos.isError)
    content = <ErrorState message={combos.error.message} onRetry={() => void combos.refetch()} />;
  else if (combos.data.items.length === 0) content = <EmptyState title={t('combos.emptyTitle')} />;
  else
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {combos.data.items.map((combo) => (
          <Box as="li" key={combo.id}>
            <ComboCard combo={combo} />
          </Box>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack as="section" aria-labelledby="combos-title" gap="4">
      <Heading as="h2" id="combos-title" size="xl">
        {t('combos.title')}
      </Heading>
      {content}
    </Stack>
  );
}
