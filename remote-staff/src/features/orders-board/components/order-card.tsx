import { useEffect, useId, useRef } from 'react';
import type { Order } from '@restaurant/shared/contracts';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { useFormatters } from '../../../lib/format';
import { useAdvanceOrder } from '../api/advance-order';
import { minutesSince, type BoardOrder } from '../lib/board-orders';
import { ordersBoardTranslations } from '../translations';

export interface OrderCardProps {
  order: BoardOrder;
  /** The board's clock, so every card's age moves together. */
  now: number;
  /** Arrived while the board was open and nobody has started it yet. */
  isNew: boolean;
  /** The card was just moved here by this board's own button: its button takes the keyboard focus again. */
  takeFocus: boolean;
  onFocusTaken: () => void;
  onAdvanced: (order: Order) => void;
  /** Another screen moved this order on before this board's press: said on the card, wherever it is drawn now. */
  movedOn: boolean;
  onMovedOn: (orderId: number) => void;
}

function WhereAndWhen({ order }: { order: Order }) {
  const { t } = ordersBoardTranslations.useTranslation();
  const format = useFormatters();
  if (order.type === 'PICKUP') {
    return (
      <Text fontWeight="medium">{t('card.pickup', { time: order.pickupAt ? format.time(order.pickupAt) : '' })}</Text>
    );
  }
  const booking = order.reservation;
  return (
    <Text fontWeight="medium">
      {t('card.dineIn', {
        tables: booking?.tables.join(' + ') ?? '',
        code: booking?.code ?? '',
        time: booking ? format.time(booking.startAt) : '',
      })}
      {booking ? ` · ${t('card.guests', { count: booking.guests })}` : null}
    </Text>
  );
}

/** One order on the board: what to cook, for when and whom, how long it has waited, and its one next step. */
export function OrderCard({
  order,
  now,
  isNew,
  takeFocus,
  onFocusTaken,
  onAdvanced,
  movedOn,
  onMovedOn,
}: OrderCardProps) {
  const { t } = ordersBoardTranslations.useTranslation();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const advance = useAdvanceOrder(onAdvanced, onMovedOn);
  const action = t(`advance.${order.status}`);

  useEffect(() => {
    if (!takeFocus) return;
    button.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      size="sm"
      variant="outline"
      borderWidth={isNew ? '2px' : '1px'}
      borderColor={isNew ? 'colorPalette.solid' : 'border'}
      // A steady cue, no blinking: it lasts until someone starts the order, and stays readable (and checkable) all along.
      bg={isNew ? 'colorPalette.subtle' : 'bg.panel'}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h3" id={titleId} size="sm">
            {order.code}
          </Heading>
          {isNew ? <Badge colorPalette="orange">{t('card.new')}</Badge> : null}
        </HStack>
        <Stack gap="1">
          <WhereAndWhen order={order} />
          <Text asChild fontSize="sm" color="fg.muted">
            <time dateTime={order.createdAt}>{t('card.age', { count: minutesSince(order.createdAt, now) })}</time>
          </Text>
        </Stack>
        <Stack as="ul" aria-label={t('card.lines')} gap="1" ps="5" listStyleType="disc">
          {order.lines.map((line, index) => (
            <li key={`${line.name}-${index}`}>{t('card.line', { quantity: line.quantity, name: line.name })}</li>
          ))}
        </Stack>
        {order.note ? (
          <Text fontSize="sm" whiteSpace="pre-line">
            <Text as="span" fontWeight="semibold">
              {t('card.note')}
            </Text>
            {` ${order.note}`}
          </Text>
        ) : null}
        {order.advancedBy ? (
          <Text fontSize="sm" color="fg.muted">
            {t('card.advancedBy', { name: order.advancedBy.name })}
          </Text>
        ) : null}
        {movedOn ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t('advanceMovedOn', { code: order.code })}
          </Text>
        ) : advance.isError ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t('advanceFailed', { message: advance.error.message })}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Button
          ref={button}
          size="sm"
          aria-label={t('advanceLabel', { action, code: order.code })}
          loading={advance.isPending}
          onClick={() => advance.mutate(order)}
        >
          {action}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
