import { Button, Stack, Text } from '@restaurant/shared/ui';
import { useCartLines, useDecrementLine, useIncrementLine, useRemoveLine } from '../../../lib/demo-cart';
import { checkoutTranslations } from '../translations';
import { CartLineItem } from './cart-line-item';

export interface CartStepProps {
  onNext: () => void;
  /** Says what changed, for screen readers. */
  onAnnounce: (message: string) => void;
}

/** Step 1: the cart's lines with their quantity steppers and remove buttons. */
export function CartStep({ onNext, onAnnounce }: CartStepProps) {
  const { t } = checkoutTranslations.useTranslation();
  const lines = useCartLines();
  const increment = useIncrementLine();
  const decrement = useDecrementLine();
  const remove = useRemoveLine();
  return (
    <Stack gap="4">
      <Text as="h2" fontSize="xl" fontWeight="semibold">
        {t('cart.title')}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none">
        {lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            onIncrement={() => increment(line.id)}
            onDecrement={() => decrement(line.id)}
            onRemove={() => {
              remove(line.id);
              onAnnounce(t('cart.removed', { title: line.title }));
            }}
          />
        ))}
      </Stack>
      <Button alignSelf="flex-end" onClick={onNext}>
        {t('cart.continue')}
      </Button>
    </Stack>
  );
}
