import { Box, CloseIcon, HStack, IconButton, Image, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { colorKeyOf, type CartLine } from '../../../lib/demo-cart';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { ProductPrice } from '../../../lib/product-display';
import { checkoutTranslations } from '../translations';

export interface CartLineItemProps {
  line: CartLine;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
}

/** One cart line: image, title, colour, unit price, a quantity stepper (never below 1), line total and remove. */
export function CartLineItem({ line, onIncrement, onDecrement, onRemove }: CartLineItemProps) {
  const { t } = checkoutTranslations.useTranslation();
  const { wholeMoney: money, number: count } = useDemoFormatters();
  const color = colorKeyOf(line.color);
  return (
    <HStack as="li" gap="4" py="4" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }} borderBottomWidth="1px">
      <Image src={line.photo} alt={line.title} boxSize="16" borderRadius="l2" bg="bg.muted" flexShrink={0} />
      <Stack gap="1" flex="1" minW="40">
        <Text fontWeight="semibold">{line.title}</Text>
        {color ? (
          <Text fontSize="sm" color="fg.muted">
            {t('cart.color')}: {t(`colors.${color}`)}
          </Text>
        ) : null}
        <ProductPrice price={line.price} salesPrice={line.salesPrice} wasLabel={t('cart.was')} />
      </Stack>
      <HStack gap="1" role="group" aria-label={`${t('cart.quantity')}: ${line.title}`}>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t('cart.decrease', { title: line.title })}
          disabled={line.qty <= 1}
          onClick={onDecrement}
        >
          −
        </IconButton>
        <Box minW="8" textAlign="center" aria-live="polite">
          <VisuallyHidden>{t('cart.quantity')}: </VisuallyHidden>
          {count(line.qty)}
        </Box>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t('cart.increase', { title: line.title })}
          onClick={onIncrement}
        >
          +
        </IconButton>
      </HStack>
      <Text minW="20" textAlign="end" fontWeight="semibold">
        {money(line.price * line.qty)}
      </Text>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t('cart.remove', { title: line.title })}
        onClick={onRemove}
      >
        <CloseIcon />
      </IconButton>
    </HStack>
  );
}
