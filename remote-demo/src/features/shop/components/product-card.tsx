import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Box, Button, Card, Image, Link, Stack } from '@restaurant/shared/ui';
import { ProductPrice, RatingStars } from '../../../lib/product-display';
import type { Product } from '../../../lib/sample-data';
import { shopTranslations } from '../translations';

export interface ProductCardProps {
  product: Product;
  onAdd: (product: Product) => void;
}

/** One product of the grid: image, title linking to its detail, price, rating and add to cart. */
export function ProductCard({ product, onAdd }: ProductCardProps) {
  const { t } = shopTranslations.useTranslation();
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" bg="bg.panel" aria-labelledby={`product-${product.id}`}>
      <Box position="relative" bg="bg.muted">
        <Image src={product.photo} alt={product.title} w="full" aspectRatio="1" objectFit="cover" />
        {product.discount > 0 ? (
          <Badge position="absolute" top="3" insetStart="3" colorPalette="red" variant="solid">
            {t('sale')}
          </Badge>
        ) : null}
        {!product.stock ? (
          <Badge position="absolute" top="3" insetEnd="3" colorPalette="gray" variant="solid">
            {t('outOfStock')}
          </Badge>
        ) : null}
      </Box>
      <Card.Body gap="2" p="4">
        <Link
          asChild
          fontWeight="semibold"
          id={`product-${product.id}`}
          color="fg"
          _hover={{ color: 'colorPalette.fg' }}
        >
          <RouterLink to={paths.productDetail(product.id)}>{product.title}</RouterLink>
        </Link>
        <Stack direction="row" justify="space-between" align="center" gap="2" wrap="wrap">
          <ProductPrice price={product.price} salesPrice={product.salesPrice} wasLabel={t('was')} />
          <RatingStars rating={product.rating} label={t('rating', { rating: product.rating })} />
        </Stack>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Button
          w="full"
          size="sm"
          disabled={!product.stock}
          aria-label={product.stock ? t('addToCartNamed', { title: product.title }) : undefined}
          onClick={() => onAdd(product)}
        >
          {product.stock ? t('addToCart') : t('outOfStock')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
