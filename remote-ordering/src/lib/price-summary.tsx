import { useId } from 'react';
import { Heading, HStack, Separator, Stack, Text } from '@restaurant/shared/ui';
import { checkoutTranslations } from './checkout-translations';
import { useFormatters } from './use-formatters';

export interface PriceSummaryLine {
  /** the line's own id when it has one (a cart line); an order's lines are told apart by position */
  id?: number;
  quantity: number;
  /** the dish or combo name, in Vietnamese */
  name: string;
  lineTotal: number;
}

export interface PriceSummaryProps {
  title: string;
  lines: readonly PriceSummaryLine[];
  subtotal: number;
  /** the voucher and what it takes off; null shows no discount row */
  discount: { code: string; amount: number } | null;
  total: number;
}

/**
 * Lines, subtotal, discount and total in VND, as a titled section: what the checkout is about to order and what an
 * order was placed at. A definition cannot be named after its term (ARIA prohibits naming `dd`), so each amount
 * carries a test id (`price-subtotal`, `price-discount`, `price-total`) for tests to tell them apart.
 */
export function PriceSummary({ title, lines, subtotal, discount, total }: PriceSummaryProps) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  const titleId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={titleId}>
      <Heading as="h2" size="md" id={titleId}>
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {lines.map((line, index) => (
          <HStack as="li" key={line.id ?? `${line.name}-${index}`} justify="space-between" gap="3" align="flex-start">
            <Text lang="vi">{t('priceSummary.line', { quantity: line.quantity, name: line.name })}</Text>
            <Text fontWeight="medium" flexShrink={0}>
              {format.price(line.lineTotal)}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Separator />
      <Stack as="dl" gap="1">
        <HStack justify="space-between">
          <Text as="dt">{t('priceSummary.subtotal')}</Text>
          <Text as="dd" data-testid="price-subtotal">
            {format.price(subtotal)}
          </Text>
        </HStack>
        {discount ? (
          <HStack justify="space-between" color="fg.success">
            <Text as="dt">{t('priceSummary.discount', { code: discount.code })}</Text>
            <Text as="dd" data-testid="price-discount">
              −{format.price(discount.amount)}
            </Text>
          </HStack>
        ) : null}
        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text as="dt">{t('priceSummary.total')}</Text>
          <Text as="dd" data-testid="price-total">
            {format.price(total)}
          </Text>
        </HStack>
      </Stack>
    </Stack>
  );
}
