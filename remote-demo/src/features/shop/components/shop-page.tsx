import { useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  PageContainer,
  SimpleGrid,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { SidePanel } from '../../../lib/demo-apps/side-panel';
import { CartLink, lineOf, useAddToCart } from '../../../lib/demo-cart';
import { useProducts, type Product } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { useShopFilters } from '../hooks/use-shop-filters';
import { applyShopFilters } from '../lib/shop-filters';
import { shopTranslations } from '../translations';
import { ProductCard } from './product-card';
import { ShopFiltersPanel } from './shop-filters-panel';
import { ShopToolbar } from './shop-toolbar';

/** /apps/ecommerce/shop: the product grid with search, combined filters and sort in the URL, and the demo cart. */
export default function ShopPage() {
  const { t } = shopTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const products = useProducts();
  const { filters, change, reset } = useShopFilters();
  const addToCart = useAddToCart();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const shown = applyShopFilters(products.data ?? [], filters);
  const add = (product: Product) => {
    addToCart(lineOf(product));
    setAnnouncement(t('added', { title: product.title }));
  };

  return (
    <PageContainer
      title={tDemo('ecommerce.pages.shop')}
      breadcrumb={[{ label: tDemo('ecommerce.section') }]}
      actions={<CartLink label={t('cart.label')} itemsLabel={t('cart.items')} />}
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Grid templateColumns={{ base: '1fr', md: '15rem 1fr' }} gap="8" alignItems="start">
        <SidePanel
          title={t('filters.title')}
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          closeLabel={t('filters.close')}
          placement="start"
        >
          <ShopFiltersPanel filters={filters} onChange={change} onReset={reset} />
        </SidePanel>
        <Stack gap="6" minW="0">
          <ShopToolbar
            filters={filters}
            count={products.isSuccess ? shown.length : undefined}
            onChange={change}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          {announcement ? (
            <Stack aria-hidden="true" bg="green.subtle" color="green.fg" px="4" py="2" borderRadius="l2" fontSize="sm">
              {announcement}
            </Stack>
          ) : null}
          {products.isPending ? (
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6" aria-busy="true">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} h="80" borderRadius="l3" />
              ))}
            </SimpleGrid>
          ) : products.isError ? (
            <ErrorState
              title={t('loadError')}
              message={products.error.message}
              onRetry={() => void products.refetch()}
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title={t('empty.title')}
              description={t('empty.description')}
              action={<Button onClick={reset}>{t('filters.reset')}</Button>}
            />
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="6">
              {shown.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} onAdd={add} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Grid>
    </PageContainer>
  );
}
