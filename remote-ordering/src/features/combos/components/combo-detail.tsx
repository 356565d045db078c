import type { ReactNode } from 'react';
import type { ComboDetail as ComboDetailData } from '@restaurant/shared/contracts';
import { paths, useParams } from '@restaurant/shared/router';
import { Badge, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { useCombo } from '../../../lib/api/get-combo';
import { DetailLayout } from '../../../lib/detail-layout';
import { DetailQueryState, parseRouteId } from '../../../lib/detail-query-state';
import { MenuItemHead } from '../../../lib/menu-item-head';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useMenuTexts } from '../../../lib/use-menu-texts';
import { comboSaving } from './combo-card';
import { ComboItems } from './combo-items';
import { ComboOrderControl } from './combo-order-control';

export interface ComboDetailProps {
  renderAddToCart?: (combo: ComboDetailData) => ReactNode;
  actions?: ReactNode;
}

export function ComboPrice({ combo }: { combo: ComboDetailData }) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const saving = comboSaving(combo);
  return (
    <Stack gap="1">
      <Text fontSize="3xl" fontWeight="bold" color="colorPalette.fg">
        {format.price(combo.price)}
      </Text>
      {saving > 0 ? (
        <HStack gap="2" wrap="wrap">
          <Text
            as="s"
            color="fg.muted"
            aria-label={t('combos.originalPrice', { price: format.price(combo.originalPrice) })}
          >
            {format.price(combo.originalPrice)}
          </Text>
          <Badge colorPalette="green" variant="solid">
            {t('combos.save', { amount: format.price(saving) })}
          </Badge>
        </HStack>
      ) : null}
    </Stack>
  );
}

export function ComboDetail({ renderAddToCart, actions }: ComboDetailProps) {
  const { t } = orderingTranslations.useTranslation();
  const menuTexts = useMenuTexts();
  const { id: rawId } = useParams<{ id: string }>();
  const id = parseRouteId(rawId);
  const combo = useCombo(id);
  const breadcrumb = [{ label: t('combos.title'), to: paths.landing.homepage }];

  if (id === 0 || !combo.isSuccess) {
    return (
      <DetailQueryState
        query={combo}
        invalidId={id === 0}
        title={t('combos.detailTitle')}
        notFoundTitle={t('combos.notFoundTitle')}
        notFoundHint={t('combos.notFoundHint')}
        loadingLabel={t('combos.loading')}
        backLabel={t('menu.backToMenu')}
        backTo={paths.landing.food}
        breadcrumb={breadcrumb}
      />
    );
  }

  const data = combo.data;
  return (
    <>
      <MenuItemHead
        name={data.name}
        description={menuTexts.description(data)}
        price={data.price}
        photo={data.photo}
        drawingUrl={data.imageUrl}
        url={paths.comboDetail(data.id)}
        available={!data.soldOut}
      />
      <DetailLayout
        title={data.name}
        description={menuTexts.gloss(data)}
        breadcrumb={[...breadcrumb, { label: data.name }]}
        actions={actions}
        image={{ src: data.imageUrl, alt: menuTexts.pictureName(data), photo: data.photo }}
      >
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle">{t('combos.serves', { count: data.serves })}</Badge>
          <Badge variant="subtle">{t('combos.itemCount', { count: data.itemCount })}</Badge>
        </HStack>
        <ComboPrice combo={data} />
        <Text>{menuTexts.description(data)}</Text>
        {menuTexts.originalDescription(data) ? (
          <Text color="fg.muted" lang="vi">
            {menuTexts.originalDescription(data)}
          </Text>
        ) : null}
        <ComboOrderControl combo={data} renderAddToCart={renderAddToCart} />
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('combos.contains')}
          </Heading>
          {data.items.length > 0 ? (
            <ComboItems items={data.items} />
          ) : (
            <Text color="fg.muted">{t('combos.noItems')}</Text>
          )}
        </Stack>
      </DetailLayout>
    </>
  );
}
