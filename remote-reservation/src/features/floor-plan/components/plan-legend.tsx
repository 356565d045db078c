import { Box, HStack, Text, Wrap } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { STATUS_PAINT } from '../lib/status-paint';
import type { TableStatus } from '../types/table-state';
import { LegendEntry } from './legend-entry';

const LEGEND_STATUSES: readonly TableStatus[] = ['free', 'taken', 'too-small'];

/** What the plan's colours, outlines and glyphs mean, in words. */
export function PlanLegend() {
  const { t } = reservationTranslations.useTranslation();
  return (
    <Box as="section" aria-label={t('legend.title')}>
      <Wrap as="ul" gap="4" listStyleType="none" fontSize="sm" color="fg.muted">
        {LEGEND_STATUSES.map((status) => (
          <LegendEntry key={status} {...STATUS_PAINT[status]}>
            {t(`legend.${status}`)}
          </LegendEntry>
        ))}
        <LegendEntry fill="colorPalette.muted" stroke="colorPalette.solid" strokeWidth={5} glyph="check">
          {t('legend.selected')}
        </LegendEntry>
        <HStack as="li" gap="2">
          <Text fontWeight="semibold">4/6</Text>
          <Text>{t('legend.freeSeats')}</Text>
        </HStack>
      </Wrap>
    </Box>
  );
}
