import { PageHead } from '@restaurant/shared';
import { Link as RouterLink, paths, useParams } from '@restaurant/shared/router';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageContainer,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useVoucher } from '../api/get-voucher';
import { CopyCodeButton } from './copy-code-button';
import { useDiscountText, VoucherFacts } from './voucher-facts';

export function VoucherDetail() {
  const { t } = orderingTranslations.useTranslation();
  const discountText = useDiscountText();
  const { id: rawId } = useParams<{ id: string }>();
  const parsed = Number(rawId);
  const id = Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
  const voucher = useVoucher(id);
  const breadcrumb = [{ label: t('vouchers.title'), to: paths.landing.voucher }];

  if (id === 0 || (voucher.isError && voucher.error.status === 404)) {
    return (
      <PageContainer title={t('vouchers.notFoundTitle')} breadcrumb={breadcrumb}>
        <EmptyState
          title={t('vouchers.notFoundTitle')}
          description={t('vouchers.notFoundHint')}
          action={
            <Button asChild variant="outline">
              <RouterLink to={paths.landing.voucher}>{t('vouchers.backToList')}</RouterLink>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  if (voucher.isPending) {
    return (
      <PageContainer title={t('vouchers.detailTitle')} breadcrumb={breadcrumb}>
        <LoadingState lines={4} label={t('vouchers.loading')} />
      </PageContainer>
    );
  }
  if (voucher.isError) {
    return (
      <PageContainer title={t('vouchers.detailTitle')} breadcrumb={breadcrumb}>
        <ErrorState message={voucher.error.message} onRetry={() => void voucher.refetch()} />
      </PageContainer>
    );
  }

  const data = voucher.data;
  const discount = discountText(data);
  return (
    <PageContainer title={data.name} breadcrumb={[...breadcrumb, { label: data.name }]}>
      <PageHead
        title={t('seo.voucherTitle', { code: data.code, discount })}
        description={t('seo.voucherDescription', { name: data.name, code: data.code, discount })}
      />
      <Card.Root variant="outline" maxW="3xl" borderInlineStartWidth="4px" borderInlineStartColor="colorPalette.solid">
        <Card.Body p={{ base: '5', md: '8' }} gap="6">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text fontSize="3xl" fontWeight="bold" color="colorPalette.fg">
              {discountText(data)}
            </Text>
            <Badge colorPalette={data.active ? 'green' : 'gray'} variant="solid">
              {data.active ? t('vouchers.active') : t('vouchers.inactive')}
            </Badge>
          </HStack>
          {data.description ? <Text>{data.description}</Text> : null}
          <Stack gap="2">
            <Text fontWeight="medium">{t('vouchers.yourCode')}</Text>
            <CopyCodeButton code={data.code} />
          </Stack>
          <VoucherFacts voucher={data} />
          {data.perUserLimit > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('vouchers.perUser', { count: data.perUserLimit })}
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
