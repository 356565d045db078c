import type { ReactNode } from 'react';
import type { ApiError } from '@restaurant/shared';
import type { MyVoucher, Voucher } from '@restaurant/shared/contracts';
import {
  Box,
  Card,
  EmptyState,
  ErrorState,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { VoucherCard } from './voucher-card';

export interface VoucherGridProps {
  isPending: boolean;
  error: ApiError | null;
  items: readonly (Voucher | MyVoucher)[] | undefined;
  onRetry: () => void;
  emptyTitle: string;
  emptyDescription?: string;
  skeletons?: number;
  footer?: ReactNode;
}

/** A list of vouchers in its three states besides success: skeleton, error, empty. */
export function VoucherGrid({
  isPending,
  error,
  items,
  onRetry,
  emptyTitle,
  emptyDescription,
  skeletons = 3,
  footer,
}: VoucherGridProps) {
  const { t } = orderingTranslations.useTranslation();
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (isPending || !items)
    return (
      <SimpleGrid role="status" aria-busy="true" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <VisuallyHidden>{t('vouchers.loading')}</VisuallyHidden>
        {Array.from({ length: skeletons }, (_, index) => (
          <Card.Root key={index} variant="outline" p="4" gap="3">
            <Skeleton h="6" w="50%" />
            <SkeletonText noOfLines={3} gap="2" />
          </Card.Root>
        ))}
      </SimpleGrid>
    );
  if (items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {items.map((voucher) => (
          <Box as="li" key={voucher.id}>
            <VoucherCard voucher={voucher} />
          </Box>
        ))}
      </SimpleGrid>
      {footer}
    </>
  );
}
