import { useId, useState } from 'react';
import { ChevronDownIcon, Heading, IconButton, Stack } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { Order } from '../lib/orders';
import { tablesTranslations } from '../translations';
import { StatusBadge } from './status-badge';

const COLUMN_COUNT = 6;

/** One order and, when opened, its purchase history as a small table of its own. */
export function CollapsibleOrderRow({ order }: { order: Order }) {
  const { t } = tablesTranslations.useTranslation();
  const format = useDemoFormatters();
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const headingId = `${historyId}-title`;

  return (
    <>
      <Table.Row>
        <Table.Cell width="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-controls={historyId}
            aria-label={t(open ? 'collapsible.collapse' : 'collapsible.expand', { id: order.id })}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
          </IconButton>
        </Table.Cell>
        <Table.Cell>{t('orderNumber', { id: order.id })}</Table.Cell>
        <Table.Cell>{order.customer}</Table.Cell>
        <Table.Cell>{order.product}</Table.Cell>
        <Table.Cell>
          <StatusBadge status={order.status} />
        </Table.Cell>
        <Table.Cell textAlign="end">{format.money(order.amount)}</Table.Cell>
      </Table.Row>
      <Table.Row id={historyId} hidden={!open}>
        <Table.Cell colSpan={COLUMN_COUNT} bg="bg.muted">
          {open ? (
            <Stack gap="2" ps={{ md: '10' }}>
              <Heading as="h3" size="sm" id={headingId}>
                {t('collapsible.history')}
              </Heading>
              <Table.Root size="sm" variant="outline" aria-labelledby={headingId}>
                <Table.Caption srOnly>{t('collapsible.historyOf', { id: order.id })}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('columns.quantity')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {order.history.map((entry) => (
                    <Table.Row key={entry.date}>
                      <Table.Cell>{format.date(entry.date)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.number(entry.quantity)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.money(entry.amount)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Stack>
          ) : null}
        </Table.Cell>
      </Table.Row>
    </>
  );
}
