import { useState } from 'react';
import { paths, useNavigate } from '@restaurant/shared/router';
import { Badge, Button, CheckIcon, HStack, Stack, Text } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { ColorSwatch } from '@restaurant/shared/ui-demo';
import { Field } from '@restaurant/shared/ui-form';
import { NumberInput } from '@restaurant/shared/ui-number-input';
import { colorKeyOf, lineOf, useAddToCart } from '../../../lib/demo-cart';
import { ProductPrice, RatingStars } from '../../../lib/product-display';
import type { Product } from '../../../lib/sample-data';
import { productDetailTranslations } from '../translations';

export interface ProductPurchaseProps {
  product: Product;
  color: string | undefined;
  onColorChange: (color: string) => void;
  onAdded: (message: string) => void;
}

/** Stock, category, price, rating, colour choice, quantity (at least 1), add to cart and buy now. */
export function ProductPurchase({ product, color, onColorChange, onAdded }: ProductPurchaseProps) {
  const { t } = productDetailTranslations.useTranslation();
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const [qty, setQty] = useState(1);
  const [feedback, setFeedback] = useState('');

  const add = () => {
    addToCart(lineOf(product, qty, color));
    const message = t('added', { count: qty, title: product.title });
    setFeedback(message);
    onAdded(message);
  };

  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={product.stock ? 'green' : 'red'} variant="subtle">
          {product.stock ? t('inStock') : t('outOfStock')}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t('category')}: {product.category.map((category) => t(`categories.${category}`)).join(', ')}
        </Text>
      </HStack>
      <RatingStars rating={product.rating} label={t('rating', { rating: product.rating })} />
      <ProductPrice price={product.price} salesPrice={product.salesPrice} wasLabel={t('was')} size="xl" />
      <RadioGroup.Root
        value={color ?? null}
        onValueChange={(details) => {
          if (details.value !== null) onColorChange(details.value);
        }}
        display="flex"
        flexDirection="column"
        gap="2"
      >
        <RadioGroup.Label fontWeight="semibold">{t('color')}</RadioGroup.Label>
        <HStack gap="4" wrap="wrap">
          {product.colors.map((hex) => {
            const key = colorKeyOf(hex);
            return (
              <RadioGroup.Item key={hex} value={hex}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <ColorSwatch value={hex} boxSize="5" borderRadius="full" aria-hidden="true" />
                <RadioGroup.ItemText>{key ? t(`colors.${key}`) : hex}</RadioGroup.ItemText>
              </RadioGroup.Item>
            );
          })}
        </HStack>
      </RadioGroup.Root>
      <Field.Root w="32">
        <Field.Label fontWeight="semibold">{t('quantity')}</Field.Label>
        <NumberInput.Root
          min={1}
          max={99}
          value={String(qty)}
          onValueChange={(details) =>
            setQty(Number.isFinite(details.valueAsNumber) ? Math.max(1, details.valueAsNumber) : 1)
          }
          translations={{ incrementLabel: t('increase'), decrementLabel: t('decrease') }}
        >
          <NumberInput.Control />
          <NumberInput.Input bg="bg.panel" />
        </NumberInput.Root>
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" disabled={!product.stock} onClick={add}>
          {t('addToCart')}
        </Button>
        <Button
          disabled={!product.stock}
          onClick={() => {
            add();
            void navigate(paths.demo.ecommerce['eco-checkout']);
          }}
        >
          {t('buyNow')}
        </Button>
      </HStack>
      {/* Seen here, heard through the page's status region. */}
      {feedback ? (
        <HStack aria-hidden="true" gap="1" color="green.fg" fontSize="sm">
          <CheckIcon />
          <Text>{feedback}</Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
