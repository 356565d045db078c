import { useCallback, useState } from 'react';
import { useNow } from '@restaurant/shared';
import type { Order } from '@restaurant/shared/contracts';
import {
  ErrorState,
  LoadingState,
  PageContainer,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { useStaffOrderEvents } from '../api/get-staff-events';
import { useStaffOrders } from '../api/get-staff-orders';
import { useNewOrders } from '../hooks/use-new-orders';
import { BOARD_COLUMNS, columnsOf, isOnBoard, type BoardColumn as Column } from '../lib/board-orders';
import { ordersBoardTranslations } from '../translations';
import { BoardColumn } from './board-column';
import { LiveStatus } from './live-status';

/** Every half minute is enough for "placed N minutes ago" to be right within the minute. */
const AGE_REFRESH_MS = 30_000;

/**
 * The kitchen's orders board (`paths.staff.orders`, issue 32 point 3): every active order in its column, pushed by
 * the staff stream as it is placed or moved on anywhere, polled only while the stream is cut. New orders stand out
 * and are announced; moving one on keeps the keyboard focus with it.
 */
export function OrdersBoardPage() {
  const { t } = ordersBoardTranslations.useTranslation();
  const [live, setLive] = useState(false);
  const board = useStaffOrders(live);
  useStaffOrderEvents(true, setLive);
  const now = useNow(AGE_REFRESH_MS);
  const { fresh, arrivals } = useNewOrders(board.data?.items);
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<number | Column | null>(null);
  const [movedOn, setMovedOn] = useState<number | null>(null);

  const onAdvanced = useCallback(
    (order: Order) => {
      setSaid(t(`advanced.${order.status as 'PREPARING' | 'READY' | 'COMPLETED'}`, { code: order.code }));
      setFocus(isOnBoard(order.status) ? order.id : 'READY');
      setMovedOn(null);
    },
    [t],
  );
  const onFocusTaken = useCallback(() => setFocus(null), []);
  const arrived =
    arrivals.length > 0
      ? t('arrived', { count: arrivals.length, codes: arrivals.map((order) => order.code).join(', ') })
      : '';

  let content;
  if (board.isPending) content = <LoadingState lines={6} label={t('loading')} />;
  else if (board.isError) content = <ErrorState message={board.error.message} onRetry={() => void board.refetch()} />;
  else {
    const columns = columnsOf(board.data.items);
    content = (
      <Stack gap="3">
        {board.data.total > board.data.items.length ? (
          <Text color="fg.muted">{t('more', { shown: board.data.items.length, total: board.data.total })}</Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
          {BOARD_COLUMNS.map((column) => (
            <BoardColumn
              key={column}
              column={column}
              orders={columns[column]}
              now={now}
              fresh={fresh}
              focus={focus}
              onFocusTaken={onFocusTaken}
              onAdvanced={onAdvanced}
              movedOn={movedOn}
              onMovedOn={setMovedOn}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <PageContainer title={t('title')} description={t('description')} actions={<LiveStatus live={live} />}>
      {content}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {arrived}
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {said}
      </VisuallyHidden>
    </PageContainer>
  );
}
