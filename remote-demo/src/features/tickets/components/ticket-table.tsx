import { Badge, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { Table } from '@restaurant/shared/ui-display';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import type { Ticket } from '../../../lib/sample-data';
import { LABEL_PALETTE } from '../lib/ticket-palette';
import { ticketsTranslations } from '../translations';
import { DeleteTicketButton } from './delete-ticket-button';

export interface TicketTableProps {
  tickets: readonly Ticket[];
  onDelete: (ticket: Ticket) => void;
}

/** One page of tickets; on narrow screens the table scrolls sideways inside its frame. */
export function TicketTable({ tickets, onDelete }: TicketTableProps) {
  const { t } = ticketsTranslations.useTranslation();
  const formatDate = useDateFormat();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root size="md" interactive>
        <Table.Caption srOnly>{t('table')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.ticket')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.agent')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tickets.map((ticket) => (
            <Table.Row key={ticket.Id}>
              <Table.Cell color="fg.muted">{ticket.Id}</Table.Cell>
              <Table.Cell minW="64" maxW="md">
                <Stack gap="1">
                  <Text fontWeight="semibold" dir="auto">
                    {ticket.ticketTitle}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1} dir="auto">
                    {ticket.ticketDescription}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="3" minW="40">
                  <Avatar.Root size="sm">
                    <Avatar.Fallback name={ticket.AgentName} />
                    <Avatar.Image src={ticket.thumb} alt="" />
                  </Avatar.Root>
                  <Text dir="auto">{ticket.AgentName}</Text>
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={LABEL_PALETTE[ticket.Label]} variant="subtle" size="md">
                  {t(`status.${ticket.Status}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(ticket.Date)}</Table.Cell>
              <Table.Cell textAlign="end">
                <DeleteTicketButton ticket={ticket} onDelete={() => onDelete(ticket)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
