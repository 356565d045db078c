import { Box, HStack, Stack, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PeriodFigures, TransactionKind } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';
import { DashboardCard } from './dashboard-card';

const PALETTES: Record<TransactionKind, string> = {
  payment: 'blue',
  order: 'green',
  refund: 'red',
  payout: 'orange',
  subscription: 'purple',
};

/**
 * The period's latest money movements, newest first, on a timeline: an ordered list with a dot and a connecting line
 * per entry. Built from layout parts rather than ui-demo's Timeline, which cannot render inside the composed site yet
 * (its Chakra copy is the remote's own, outside the host's ChakraProvider).
 */
export function RecentTransactionsCard({ transactions }: { transactions: PeriodFigures['transactions'] }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <DashboardCard title={t('transactions.title')}>
      <Stack as="ol" gap="0" listStyleType="none">
        {transactions.map((transaction, index) => (
          <HStack as="li" key={transaction.id} align="stretch" gap="3">
            <Text textStyle="sm" color="fg.muted" minW="16" textAlign="end" pt="0.5">
              {format.timeOfDay(transaction.minuteOfDay)}
            </Text>
            <Stack align="center" gap="0" aria-hidden="true">
              <Box
                boxSize="3"
                mt="1.5"
                borderRadius="full"
                borderWidth="2px"
                colorPalette={PALETTES[transaction.kind]}
                borderColor="colorPalette.solid"
              />
              {index < transactions.length - 1 ? <Box flex="1" w="px" bg="border" minH="6" /> : null}
            </Stack>
            <Stack gap="0" pb="4">
              <Text fontWeight="medium">{t(`transactions.${transaction.kind}`)}</Text>
              <Text textStyle="sm" color={transaction.kind === 'refund' ? 'fg.error' : 'fg.muted'}>
                {format.wholeMoney(transaction.kind === 'refund' ? -transaction.amount : transaction.amount)}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </DashboardCard>
  );
}
