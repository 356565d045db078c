import { Link as RouterLink, paths } from '@restaurant/shared/router';
import {
  Box,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { MenuPhoto } from '../../../lib/menu-photo';
import { orderingTranslations } from '../../../lib/translations';
import { useFoodCategories } from '../api/get-food-categories';

const FEATURED_COUNT = 8;

/** Homepage: the menu's first categories, each a way into the menu filtered on it. */
export function FeaturedCategories() {
  const { t } = orderingTranslations.useTranslation();
  const categories = useFoodCategories();

  let content;
  if (categories.isPending) {
    content = (
      <SimpleGrid
        role="status"
        aria-busy="true"
        aria-label={t('menu.loadingCategories')}
        columns={{ base: 2, md: 4 }}
        gap="4"
      >
        {/* Cards shaped like the real ones, as many: the sections below keep their place while this loads. */}
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <Card.Root key={index} variant="outline" overflow="hidden">
            <Skeleton aspectRatio="3 / 2" />
            <Card.Body p="3" gap="2">
              <Skeleton h="5" w="60%" />
              <Skeleton h="4" w="40%" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    );
  } else if (categories.isError) {
    content = <ErrorState message={categories.error.message} onRetry={() => void categories.refetch()} />;
  } else if (categories.data.length === 0) {
    content = <EmptyState title={t('menu.noCategories')} />;
  } else {
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
        {categories.data.slice(0, FEATURED_COUNT).map((category) => (
          <Box as="li" key={category.id}>
            <LinkBox as="article" h="full">
              <Card.Root variant="outline" overflow="hidden" h="full" _hover={{ borderColor: 'colorPalette.solid' }}>
                <MenuPhoto
                  photo={category.photo}
                  drawingUrl={category.imageUrl}
                  alt=""
                  sizes="(min-width: 768px) 25vw, 50vw"
                  width={300}
                  height={200}
                />
                <Card.Body p="3" gap="0">
                  <Heading as="h3" size="sm" lang="vi">
                    <LinkOverlay asChild>
                      <RouterLink to={paths.foodCategory(category.id)}>{category.name}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {t('menu.dishCount', { count: category.foodCount })}
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </Box>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack as="section" aria-labelledby="featured-categories" gap="4">
      <Heading as="h2" id="featured-categories" size="xl">
        {t('home.categoriesTitle')}
      </Heading>
      {content}
    </Stack>
  );
}
