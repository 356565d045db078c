import { chakra, HStack, Text, Wrap } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { STATUS_PAINT } from '../lib/status-paint';
import type { LiveTableStatus } from '../types/table-state';

export const LIVE_STATUSES: readonly LiveTableStatus[] = ['free', 'soon', 'seated'];

/** The live floor's colours, outlines and glyphs in words, each with how many tables of the floor are in it. */
export function LivePlanLegend({ counts }: { counts: Readonly<Record<LiveTableStatus, number>> }) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <chakra.section aria-label={t('liveFloor.legend.title')}>
      <Wrap as="ul" gap="4" listStyleType="none" fontSize="sm" color="fg.muted">
        {LIVE_STATUSES.map((status) => {
          const paint = STATUS_PAINT[status];
          return (
            <HStack as="li" key={status} gap="2">
              <chakra.svg viewBox="0 0 32 20" width="8" height="5" flexShrink={0} aria-hidden="true">
                <chakra.rect
                  x="2"
                  y="2"
                  width="28"
                  height="16"
                  rx="4"
                  fill={paint.fill}
                  stroke={paint.stroke}
                  strokeWidth="3"
                  strokeDasharray={paint.dash}
                />
              </chakra.svg>
              <Text>
                {paint.glyph ? `${paint.glyph} ` : ''}
                {t(`liveFloor.legend.${status}`, { count: counts[status] })}
              </Text>
            </HStack>
          );
        })}
      </Wrap>
    </chakra.section>
  );
}
