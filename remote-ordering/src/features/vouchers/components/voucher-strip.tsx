import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Heading, HStack, Link, Stack } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useVouchers } from '../api/get-vouchers';
import { VoucherGrid } from './voucher-grid';

/** Homepage: the current vouchers, with their codes ready to copy. */
export function VoucherStrip({ count = 3 }: { count?: number }) {
  const { t } = orderingTranslations.useTranslation();
  const vouchers = useVouchers({ page: 1, size: count });
  return (
    <Stack as="section" aria-labelledby="home-vouchers" gap="4">
      <HStack justify="space-between" align="baseline" wrap="wrap">
        <Heading as="h2" id="home-vouchers" size="xl">
          {t('vouchers.currentTitle')}
        </Heading>
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={paths.landing.voucher}>{t('home.seeVouchers')}</RouterLink>
        </Link>
      </HStack>
      <VoucherGrid
        isPending={vouchers.isPending}
        error={vouchers.error}
        items={vouchers.data?.items}
        onRetry={() => void vouchers.refetch()}
        emptyTitle={t('vouchers.emptyTitle')}
        skeletons={count}
      />
    </Stack>
  );
}
