import { Badge } from '@restaurant/shared/ui';
import { BOARD_POLL_MS } from '../api/get-staff-orders';
import { ordersBoardTranslations } from '../translations';

/** Whether the board is pushed to (live) or reading the orders again every few seconds while the stream is back. */
export function LiveStatus({ live }: { live: boolean }) {
  const { t } = ordersBoardTranslations.useTranslation();
  return (
    <Badge role="status" size="lg" colorPalette={live ? 'green' : 'orange'} variant="subtle">
      {live ? t('live.on') : t('live.off', { seconds: BOARD_POLL_MS / 1000 })}
    </Badge>
  );
}
