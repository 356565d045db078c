import { HStack, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../formatting/use-demo-formatters';

export interface ProductPriceProps {
  price: number;
  /** The "was" price, struck through when it is above the price. */
  salesPrice: number;
  /** Read before the struck price by screen readers ("Was"), since a line-through says nothing aloud. */
  wasLabel: string;
  size?: 'md' | 'xl';
}

/** A product's price, and its struck sale price when it is discounted. */
export function ProductPrice({ price, salesPrice, wasLabel, size = 'md' }: ProductPriceProps) {
  const { wholeMoney: money } = useDemoFormatters();
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      {salesPrice > price ? (
        <Text
          as="del"
          color="fg.muted"
          fontSize={size === 'xl' ? 'lg' : 'sm'}
          aria-label={`${wasLabel} ${money(salesPrice)}`}
        >
          {money(salesPrice)}
        </Text>
      ) : null}
      <Text fontWeight="semibold" fontSize={size === 'xl' ? '2xl' : 'md'}>
        {money(price)}
      </Text>
    </HStack>
  );
}
