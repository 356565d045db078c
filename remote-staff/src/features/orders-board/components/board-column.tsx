import { useEffect, useId, useRef } from 'react';
import type { Order } from '@restaurant/shared/contracts';
import { Badge, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import type { BoardOrder, BoardColumn as Column } from '../lib/board-orders';
import { ordersBoardTranslations } from '../translations';
import { OrderCard } from './order-card';

export interface BoardColumnProps {
  column: Column;
  orders: readonly BoardOrder[];
  now: number;
  fresh: ReadonlySet<number>;
  /** The order whose button takes the focus (it was just moved here), or the column itself (its last step done). */
  focus: number | Column | null;
  onFocusTaken: () => void;
  onAdvanced: (order: Order) => void;
  /** The order another screen moved on before this board's press, if any. */
  movedOn: number | null;
  onMovedOn: (orderId: number) => void;
}

/** One column of the board (Placed, Preparing, Ready): a labelled list of its cards, oldest first. */
export function BoardColumn({
  column,
  orders,
  now,
  fresh,
  focus,
  onFocusTaken,
  onAdvanced,
  movedOn,
  onMovedOn,
}: BoardColumnProps) {
  const { t } = ordersBoardTranslations.useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // An order handed over leaves the board with the button that had the focus: the focus stays in its column.
  useEffect(() => {
    if (focus !== column) return;
    heading.current?.focus();
    onFocusTaken();
  }, [focus, column, onFocusTaken]);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" bg="bg.muted" borderRadius="l3" p="3" minW="0">
      <HStack justify="space-between" gap="2">
        <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size="md">
          {t(`columns.${column}`)}
        </Heading>
        <Badge variant="surface">{t('count', { count: orders.length })}</Badge>
      </HStack>
      {orders.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t(`empty.${column}`)}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                now={now}
                isNew={fresh.has(order.id)}
                takeFocus={focus === order.id}
                onFocusTaken={onFocusTaken}
                onAdvanced={onAdvanced}
                movedOn={movedOn === order.id}
                onMovedOn={onMovedOn}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
