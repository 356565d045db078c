import type { ReactNode } from 'react';
import { PageHead } from '@restaurant/shared';
import type { Combo, ComboDetail as ComboDetailData } from '@restaurant/shared/contracts';
import {
  Box,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Image,
  LoadingState,
  PageContainer,
  SimpleGrid,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { useCombo } from '../../../lib/api/get-combo';
import { shareImageUrl } from '../../../lib/menu-photo';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useCombos } from '../api/get-combos';
import { comboSaving } from './combo-card';
import { ComboPrice } from './combo-detail';
import { ComboOrderControl } from './combo-order-control';

export interface ComboDetailV1Props {
  renderAddToCart?: (combo: ComboDetailData) => ReactNode;
  actions?: ReactNode;
}

/** The featured combo is the one that saves the diner the most (ties: the first in the restaurant's order). */
export function pickFeaturedCombo(combos: readonly Combo[]): Combo | undefined {
  return combos.reduce<Combo | undefined>(
    (best, combo) => (best === undefined || comboSaving(combo) > comboSaving(best) ? combo : best),
    undefined,
  );
}

/** /landing/combodetailv1: the featured combo in a banner layout, its dishes as a gallery. */
export function ComboDetailV1({ renderAddToCart, actions }: ComboDetailV1Props) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const combos = useCombos({ page: 1, size: 20 });
  const featured = combos.data ? pickFeaturedCombo(combos.data.items) : undefined;
  const combo = useCombo(featured?.id ?? 0);
  const title = t('combos.featuredTitle');
  const breadcrumb = [{ label: title }];

  let content: ReactNode;
  if (combos.isError) content = <ErrorState message={combos.error.message} onRetry={() => void combos.refetch()} />;
  else if (combos.data && !featured) content = <EmptyState title={t('combos.emptyTitle')} />;
  else if (combo.isError) content = <ErrorState message={combo.error.message} onRetry={() => void combo.refetch()} />;
  else if (!combo.data) content = <LoadingState lines={5} label={t('combos.loading')} />;
  else {
    const data = combo.data;
    content = (
      <Stack gap="8">
        <Card.Root variant="elevated" overflow="hidden">
          <SimpleGrid columns={{ base: 1, lg: 2 }}>
            <Image
              src={data.imageUrl}
              alt={data.englishName || data.name}
              htmlWidth={720}
              htmlHeight={480}
              aspectRatio="3 / 2"
              w="full"
              h="full"
              fit="cover"
              bg="bg.muted"
            />
            <Card.Body gap="4" p={{ base: '6', md: '10' }} justifyContent="center">
              <Text
                color="colorPalette.fg"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wide"
                fontSize="sm"
              >
                {t('combos.featuredEyebrow')}
              </Text>
              <Heading as="h2" size="3xl">
                {data.name}
              </Heading>
              <Text color="fg.muted">{data.englishName}</Text>
              <Text>{data.description}</Text>
              <ComboPrice combo={data} />
              <Text fontSize="sm" color="fg.muted">
                {t('combos.serves', { count: data.serves })}
              </Text>
              <ComboOrderControl combo={data} renderAddToCart={renderAddToCart} />
            </Card.Body>
          </SimpleGrid>
        </Card.Root>
        <Stack as="section" aria-labelledby="combo-v1-contains" gap="4">
          <Heading as="h2" id="combo-v1-contains" size="xl">
            {t('combos.contains')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="4">
            {data.items.map((item) => (
              <Box as="li" key={item.foodId}>
                <Card.Root variant="outline" overflow="hidden" h="full">
                  <Image
                    src={item.imageUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    htmlWidth={300}
                    htmlHeight={225}
                    aspectRatio="4 / 3"
                    w="full"
                    h="auto"
                    fit="cover"
                    bg="bg.muted"
                  />
                  <Card.Body p="3" gap="1">
                    <Text fontWeight="medium" lang="vi">
                      {item.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('combos.itemLine', { quantity: item.quantity, price: format.price(item.price) })}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    );
  }

  // what search results and shared links say: the combos, and the featured one with its price and photo once known
  const head = combo.data ? (
    <PageHead
      title={t('seo.combosTitle')}
      description={t('seo.combosFeaturedDescription', {
        name: combo.data.name,
        price: format.price(combo.data.price),
      })}
      image={shareImageUrl(combo.data.photo, combo.data.imageUrl)}
    />
  ) : (
    <PageHead title={t('seo.combosTitle')} description={t('seo.combosDescription')} />
  );

  return (
    <PageContainer title={title} breadcrumb={breadcrumb} actions={actions}>
      {head}
      {content}
    </PageContainer>
  );
}
