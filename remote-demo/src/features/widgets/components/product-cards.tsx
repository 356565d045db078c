import { useState } from 'react';
import {
  ErrorState,
  Button,
  Card,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { lineOf, useAddToCart, useCartItemCount } from '../../../lib/demo-cart';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { useProducts } from '../../../lib/sample-data';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

/** Three products of the demo shop with their price and an "Add to cart" that fills the shop's demo cart. */
export function ProductCards() {
  const { t } = widgetsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const products = useProducts();
  const addToCart = useAddToCart();
  const count = useCartItemCount();
  const [announcement, setAnnouncement] = useState('');
  return (
    <WidgetCard
      title={t('products.title')}
      aside={
        <Text textStyle="sm" color="fg.muted" data-testid="widget-cart-count">
          {t('products.inCart', { count })}
        </Text>
      }
    >
      {products.isError ? <ErrorState title={t('products.title')} message={products.error.message} /> : null}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {products.isPending
          ? [0, 1, 2].map((index) => <Skeleton key={index} h="56" borderRadius="card" />)
          : (products.data ?? []).slice(0, 3).map((product) => (
              <Card.Root key={product.id} as="article" variant="outline" borderRadius="card" overflow="hidden">
                <Image src={product.photo} alt={product.title} h="32" objectFit="contain" bg="bg.muted" />
                <Card.Body gap="2" p="3">
                  <Heading as="h3" size="xs" lineClamp={1}>
                    {product.title}
                  </Heading>
                  <HStack gap="2">
                    <Text fontWeight="semibold">{numbers.wholeMoney(product.price)}</Text>
                    {product.discount > 0 ? (
                      <Text as="s" textStyle="xs" color="fg.muted">
                        {numbers.wholeMoney(product.salesPrice)}
                      </Text>
                    ) : null}
                  </HStack>
                  <Button
                    size="xs"
                    onClick={() => {
                      addToCart(lineOf(product));
                      setAnnouncement(t('products.added', { title: product.title }));
                    }}
                  >
                    {t('products.add')}
                    {/* Which product, for a screen reader listing the page's buttons; the visible words come first. */}
                    <VisuallyHidden>: {product.title}</VisuallyHidden>
                  </Button>
                </Card.Body>
              </Card.Root>
            ))}
      </SimpleGrid>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </WidgetCard>
  );
}
