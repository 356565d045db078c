import { Text } from '@restaurant/shared/ui';
import { Timeline } from '@restaurant/shared/ui-demo';
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

/** The period's latest money movements, newest first, on a timeline. */
export function RecentTransactionsCard({ transactions }: { transactions: PeriodFigures['transactions'] }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <DashboardCard title={t('transactions.title')}>
      <Timeline.Root size="sm" variant="subtle">
        {transactions.map((transaction) => (
          <Timeline.Item key={transaction.id}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator colorPalette={PALETTES[transaction.kind]} bg="colorPalette.solid" />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{t(`transactions.${transaction.kind}`)}</Timeline.Title>
              <Timeline.Description>
                <Text as="span" fontWeight="medium" color="fg">
                  {format.money(transaction.kind === 'refund' ? -transaction.amount : transaction.amount)}
                </Text>{' '}
                · {format.timeOfDay(transaction.minuteOfDay)}
              </Timeline.Description>
            </Timeline.Content>
          </Timeline.Item>
        ))}
      </Timeline.Root>
    </DashboardCard>
  );
}
