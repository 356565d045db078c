import type { ReactNode } from 'react';
import type { FoodDetail as FoodDetailData } from '@restaurant/shared/contracts';
import { Link as RouterLink, paths, useParams } from '@restaurant/shared/router';
import { Badge, Box, Heading, HStack, Link, Stack, Text, Wrap } from '@restaurant/shared/ui';
import { useFood } from '../../../lib/api/get-food';
import { DetailLayout } from '../../../lib/detail-layout';
import { DetailQueryState, parseRouteId } from '../../../lib/detail-query-state';
import { MenuItemHead } from '../../../lib/menu-item-head';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useMenuTexts } from '../../../lib/use-menu-texts';

export interface FoodDetailProps {
  /** The quantity picker + add-to-cart control; the page passes the cart feature's. */
  renderAddToCart?: (food: FoodDetailData) => ReactNode;
  actions?: ReactNode;
}

export function FoodDetail({ renderAddToCart, actions }: FoodDetailProps) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const menuTexts = useMenuTexts();
  const { id: rawId } = useParams<{ id: string }>();
  const id = parseRouteId(rawId);
  const food = useFood(id);
  const breadcrumb = [{ label: t('menu.title'), to: paths.landing.food }];

  if (id === 0 || !food.isSuccess) {
    return (
      <DetailQueryState
        query={food}
        invalidId={id === 0}
        title={t('menu.detailTitle')}
        notFoundTitle={t('menu.notFoundTitle')}
        notFoundHint={t('menu.notFoundHint')}
        loadingLabel={t('menu.loadingDish')}
        backLabel={t('menu.backToMenu')}
        backTo={paths.landing.food}
        breadcrumb={breadcrumb}
      />
    );
  }

  const dish = food.data;
  return (
    <>
      <MenuItemHead
        name={dish.name}
        description={menuTexts.description(dish)}
        price={dish.price}
        photo={dish.photo}
        drawingUrl={dish.imageUrl}
        url={paths.foodDetail(dish.id)}
        available={dish.available && !dish.soldOut}
      />
      <DetailLayout
        title={dish.name}
        description={menuTexts.gloss(dish)}
        breadcrumb={[
          ...breadcrumb,
          { label: dish.category.name, to: paths.foodCategory(dish.category.id) },
          { label: dish.name },
        ]}
        actions={actions}
        image={{ src: dish.imageUrl, alt: menuTexts.pictureName(dish), photo: dish.photo }}
      >
        <Wrap gap="2">
          <Badge variant="subtle" lang="vi">
            {dish.category.name}
          </Badge>
          {dish.vegetarian ? (
            <Badge colorPalette="green" variant="subtle">
              {t('menu.vegetarian')}
            </Badge>
          ) : null}
          {dish.spicyLevel > 0 ? (
            <Badge colorPalette="red" variant="subtle">
              {t('menu.spicy', { level: dish.spicyLevel })}
            </Badge>
          ) : null}
        </Wrap>
        <Text fontSize="3xl" fontWeight="bold" color="colorPalette.fg">
          {format.price(dish.price)}
        </Text>
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t('menu.description')}
          </Heading>
          <Text>{menuTexts.description(dish)}</Text>
          {menuTexts.originalDescription(dish) ? (
            <Text color="fg.muted" lang="vi">
              {menuTexts.originalDescription(dish)}
            </Text>
          ) : null}
        </Stack>
        {dish.available && !dish.soldOut ? (
          renderAddToCart?.(dish)
        ) : (
          <Text role="status" fontWeight="semibold" color="fg.muted">
            {t('menu.unavailableLong')}
          </Text>
        )}
        {dish.combos.length > 0 ? (
          <Box>
            <Heading as="h2" size="md" mb="2">
              {t('menu.inCombos')}
            </Heading>
            <HStack as="ul" listStyleType="none" wrap="wrap" gap="3">
              {dish.combos.map((combo) => (
                <li key={combo.id}>
                  <Link asChild color="colorPalette.fg">
                    <RouterLink to={paths.comboDetail(combo.id)}>{combo.name}</RouterLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        ) : null}
      </DetailLayout>
    </>
  );
}
