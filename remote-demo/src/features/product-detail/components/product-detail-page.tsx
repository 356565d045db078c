import { useState } from 'react';
import { useNotFoundStatus } from '@restaurant/shared';
import { Link as RouterLink, paths, useParams } from '@restaurant/shared/router';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  PageContainer,
  Skeleton,
  SkeletonText,
  Stack,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { CartLink } from '../../../lib/demo-cart';
import { useProducts, type Product } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { relatedProducts } from '../lib/sample-reviews';
import { productDetailTranslations } from '../translations';
import { ProductGallery } from './product-gallery';
import { ProductInfoTabs } from './product-info-tabs';
import { ProductPurchase } from './product-purchase';
import { RelatedProducts } from './related-products';

function ProductDetail({
  product,
  all,
  onAdded,
}: {
  product: Product;
  all: readonly Product[];
  onAdded: (message: string) => void;
}) {
  const [color, setColor] = useState(product.colors[0]);
  return (
    <Stack gap="10">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <ProductGallery photo={product.photo} title={product.title} color={color} />
        <ProductPurchase product={product} color={color} onColorChange={setColor} onAdded={onAdded} />
      </Grid>
      <ProductInfoTabs product={product} />
      <RelatedProducts products={relatedProducts(product, all)} />
    </Stack>
  );
}

/** /apps/ecommerce/detail/:id: one product of the sample data, or a not-found state linking back to the shop. */
export default function ProductDetailPage() {
  const { t } = productDetailTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const { id } = useParams();
  const products = useProducts();
  const [announcement, setAnnouncement] = useState('');
  const product = products.data?.find((candidate) => String(candidate.id) === id);
  // no product has this id: a server render answers 404 at this URL
  useNotFoundStatus(products.isSuccess && !product);

  return (
    <PageContainer
      title={product?.title ?? tDemo('ecommerce.pages.detail')}
      breadcrumb={[
        { label: tDemo('ecommerce.section') },
        { label: tDemo('ecommerce.pages.shop'), to: paths.demo.ecommerce.shop },
      ]}
      actions={<CartLink label={t('cart.label')} itemsLabel={t('cart.items')} />}
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {products.isPending ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="10" aria-busy="true">
          <Skeleton aspectRatio="1" borderRadius="l3" />
          <SkeletonText noOfLines={8} />
        </Grid>
      ) : products.isError ? (
        <ErrorState title={t('loadError')} message={products.error.message} onRetry={() => void products.refetch()} />
      ) : product ? (
        // Keyed by id: moving to a related product starts again from its first colour and quantity 1.
        <ProductDetail key={product.id} product={product} all={products.data} onAdded={setAnnouncement} />
      ) : (
        <EmptyState
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            <Button asChild>
              <RouterLink to={paths.demo.ecommerce.shop}>{t('notFound.back')}</RouterLink>
            </Button>
          }
        />
      )}
    </PageContainer>
  );
}
