import { chakra, Wrap } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { STATUS_PAINT } from '../lib/status-paint';
import type { LiveTableStatus } from '../types/table-state';
import { LegendEntry } from './legend-entry';

export const LIVE_STATUSES: readonly LiveTableStatus[] = ['free', 'soon', 'seated'];

/** The live floor's colours, outlines and glyphs in words, each with how many tables of the floor are in it. */
export function LivePlanLegend({ counts }: { counts: Readonly<Record<LiveTableStatus, number>> }) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <chakra.section aria-label={t('liveFloor.legend.title')}>
      <Wrap as="ul" gap="4" listStyleType="none" fontSize="sm" color="fg.muted">
        {LIVE_STATUSES.map((status) => (
          <LegendEntry key={status} {...STATUS_PAINT[status]}>
            {t(`liveFloor.legend.${status}`, { count: counts[status] })}
          </LegendEntry>
        ))}
      </Wrap>
    </chakra.section>
  );
}
