import { PageHead, useIsAuthenticated } from '@restaurant/shared';
import {
  currentPathOf,
  Link as RouterLink,
  signInPathFor,
  useLocation,
  useSearchParams,
} from '@restaurant/shared/router';
import { Heading, Link, PageContainer, Stack, Text } from '@restaurant/shared/ui';
import { Pager } from '../../../lib/pager';
import { orderingTranslations } from '../../../lib/translations';
import { useMyVouchers } from '../api/get-my-vouchers';
import { useVouchers } from '../api/get-vouchers';
import { VoucherGrid } from './voucher-grid';

export const VOUCHER_PAGE_SIZE = 9;

function MyVouchers() {
  const { t } = orderingTranslations.useTranslation();
  const mine = useMyVouchers({ page: 1, size: 50 }, true);
  return (
    <Stack as="section" aria-labelledby="my-vouchers" gap="4">
      <Heading as="h2" id="my-vouchers" size="xl">
        {t('vouchers.mineTitle')}
      </Heading>
      <VoucherGrid
        isPending={mine.isPending}
        error={mine.error}
        items={mine.data?.items}
        onRetry={() => void mine.refetch()}
        emptyTitle={t('vouchers.mineEmpty')}
        skeletons={2}
      />
    </Stack>
  );
}

export function VoucherList() {
  const { t } = orderingTranslations.useTranslation();
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawPage = Number(searchParams.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const vouchers = useVouchers({ page, size: VOUCHER_PAGE_SIZE });

  return (
    <PageContainer
      title={t('vouchers.title')}
      description={t('vouchers.subtitle')}
      breadcrumb={[{ label: t('vouchers.title') }]}
    >
      <PageHead title={t('vouchers.title')} description={t('vouchers.subtitle')} />
      <Stack gap="10">
        {signedIn ? (
          <MyVouchers />
        ) : (
          <Text color="fg.muted">
            {t('vouchers.signInHint')}{' '}
            <Link asChild color="colorPalette.fg" fontWeight="medium">
              <RouterLink to={signInPathFor(currentPathOf(location))}>{t('signIn')}</RouterLink>
            </Link>
          </Text>
        )}
        <Stack as="section" aria-labelledby="all-vouchers" gap="4">
          <Heading as="h2" id="all-vouchers" size="xl">
            {t('vouchers.currentTitle')}
          </Heading>
          <VoucherGrid
            isPending={vouchers.isPending}
            error={vouchers.error}
            items={vouchers.data?.items}
            onRetry={() => void vouchers.refetch()}
            emptyTitle={t('vouchers.emptyTitle')}
            emptyDescription={t('vouchers.emptyHint')}
            footer={
              vouchers.data ? (
                <Pager
                  page={page}
                  size={VOUCHER_PAGE_SIZE}
                  total={vouchers.data.total}
                  label={t('vouchers.pages')}
                  onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
                />
              ) : null
            }
          />
        </Stack>
      </Stack>
    </PageContainer>
  );
}
