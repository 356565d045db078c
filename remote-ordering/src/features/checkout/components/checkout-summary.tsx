import type { Cart } from '@restaurant/shared/contracts';
import { Heading, HStack, Separator, Stack, Text } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useFormatters } from '../../../lib/use-formatters';

export interface CheckoutSummaryProps {
  cart: Cart;
  /** The voucher that applies and what it takes off, as the API's preview computed it. */
  voucher: { code: string; discount: number } | null;
}

/**
 * What is being ordered and what it costs, in VND. The API prices the order again when it is placed, so these are
 * the cart's current prices, not promises.
 */
export function CheckoutSummary({ cart, voucher }: CheckoutSummaryProps) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  const discount = voucher ? Math.min(voucher.discount, cart.total) : 0;
  return (
    <Stack as="section" gap="3" aria-labelledby="checkout-summary-title">
      <Heading as="h2" size="md" id="checkout-summary-title">
        {t('checkout.summaryTitle')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {cart.cartDetails.map((line) => (
          <HStack as="li" key={line.id} justify="space-between" gap="3" align="flex-start">
            <Text lang="vi">{t('checkout.lineSummary', { quantity: line.quantity, name: line.name })}</Text>
            <Text fontWeight="medium" flexShrink={0}>
              {format.price(line.lineTotal)}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Separator />
      <Stack as="dl" gap="1">
        <HStack justify="space-between">
          <Text as="dt">{t('checkout.subtotal')}</Text>
          <Text as="dd">{format.price(cart.total)}</Text>
        </HStack>
        {voucher ? (
          <HStack justify="space-between" color="fg.success">
            <Text as="dt">{t('checkout.discount', { code: voucher.code })}</Text>
            <Text as="dd" data-testid="checkout-discount">
              −{format.price(discount)}
            </Text>
          </HStack>
        ) : null}
        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text as="dt">{t('checkout.total')}</Text>
          <Text as="dd" data-testid="checkout-total">
            {format.price(cart.total - discount)}
          </Text>
        </HStack>
      </Stack>
    </Stack>
  );
}
