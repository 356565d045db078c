import type { MyVoucher, Voucher } from '@restaurant/shared/contracts';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Card, Heading, HStack, Link, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { CopyCodeButton } from './copy-code-button';
import { useDiscountText, VoucherFacts } from './voucher-facts';

export function VoucherCard({ voucher }: { voucher: Voucher | MyVoucher }) {
  const { t } = orderingTranslations.useTranslation();
  const discountText = useDiscountText();
  return (
    <Card.Root
      as="article"
      variant="outline"
      h="full"
      borderInlineStartWidth="4px"
      borderInlineStartColor="colorPalette.solid"
    >
      <Card.Header p="4" pb="2" gap="1">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontSize="xl" fontWeight="bold" color="colorPalette.fg">
            {discountText(voucher)}
          </Text>
          {voucher.active ? null : (
            <Badge colorPalette="gray" variant="solid">
              {t('vouchers.inactive')}
            </Badge>
          )}
        </HStack>
        <Heading as="h3" size="sm">
          <Link asChild color="fg" _hover={{ color: 'colorPalette.fg' }}>
            <RouterLink to={paths.voucherDetail(voucher.id)}>{voucher.name}</RouterLink>
          </Link>
        </Heading>
      </Card.Header>
      <Card.Body p="4" pt="2" gap="4">
        <CopyCodeButton code={voucher.code} />
        <VoucherFacts voucher={voucher} />
      </Card.Body>
    </Card.Root>
  );
}
