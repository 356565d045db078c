import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Card, Image, Link, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { ProductPrice } from '../../../lib/product-display';
import type { Product } from '../../../lib/sample-data';
import { productDetailTranslations } from '../translations';

/** A few products to look at next, each linking to its own detail. */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const { t } = productDetailTranslations.useTranslation();
  if (products.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="related-title">
      <Text as="h2" id="related-title" fontSize="xl" fontWeight="semibold">
        {t('related')}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4">
        {products.map((product) => (
          <Card.Root as="li" key={product.id} variant="outline" overflow="hidden" bg="bg.panel">
            <Image src={product.photo} alt={product.title} aspectRatio="1" objectFit="cover" bg="bg.muted" />
            <Card.Body p="3" gap="1">
              <Link asChild fontWeight="medium" color="fg" _hover={{ color: 'colorPalette.fg' }}>
                <RouterLink to={paths.productDetail(product.id)}>{product.title}</RouterLink>
              </Link>
              <ProductPrice price={product.price} salesPrice={product.salesPrice} wasLabel={t('was')} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
