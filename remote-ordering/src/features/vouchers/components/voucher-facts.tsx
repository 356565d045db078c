import type { MyVoucher, Voucher } from '@restaurant/shared/contracts';
import { Box, SimpleGrid, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';

export function isMyVoucher(voucher: Voucher | MyVoucher): voucher is MyVoucher {
  return 'remainingUses' in voucher;
}

/** "20% off, up to 50.000 ₫" or "30.000 ₫ off". */
export function useDiscountText() {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  return (voucher: Voucher) =>
    voucher.discountType === 'PERCENT'
      ? voucher.maxDiscount !== null
        ? t('vouchers.percentOffCapped', { value: voucher.discountValue, max: format.price(voucher.maxDiscount) })
        : t('vouchers.percentOff', { value: voucher.discountValue })
      : t('vouchers.amountOff', { amount: format.price(voucher.discountValue) });
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

/** Minimum order, validity and remaining uses: the facts a diner checks before using a code. */
export function VoucherFacts({ voucher }: { voucher: Voucher | MyVoucher }) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const remaining = isMyVoucher(voucher)
    ? t('vouchers.remainingForYou', { count: voucher.remainingUses })
    : voucher.usageLimit === null
      ? t('vouchers.unlimited')
      : t('vouchers.remaining', { count: Math.max(0, voucher.usageLimit - voucher.usageCount) });

  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
      <Fact
        label={t('vouchers.minOrder')}
        value={voucher.minOrderValue > 0 ? format.price(voucher.minOrderValue) : t('vouchers.noMinimum')}
      />
      <Fact
        label={t('vouchers.validity')}
        value={t('vouchers.validRange', { from: format.date(voucher.validFrom), to: format.date(voucher.validTo) })}
      />
      <Fact label={t('vouchers.remainingUses')} value={remaining} />
    </SimpleGrid>
  );
}
