import { Box, chakra, HStack, Text, Wrap } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { STATUS_PAINT } from '../lib/status-paint';
import type { TableStatus } from '../types/table-state';

const LEGEND_STATUSES: readonly TableStatus[] = ['free', 'taken', 'too-small'];

function Swatch({
  fill,
  stroke,
  dash,
  strokeWidth = 3,
}: {
  fill: string;
  stroke: string;
  dash?: string;
  strokeWidth?: number;
}) {
  return (
    <chakra.svg viewBox="0 0 32 20" width="8" height="5" flexShrink={0} aria-hidden="true">
      <chakra.rect
        x="2"
        y="2"
        width="28"
        height="16"
        rx="4"
        fill={fill}
        stroke={stroke}
        strokeWidth={`${strokeWidth}`}
        strokeDasharray={dash}
      />
    </chakra.svg>
  );
}

/** What the plan's colours, outlines and glyphs mean, in words. */
export function PlanLegend() {
  const { t } = reservationTranslations.useTranslation();
  return (
    <Box as="section" aria-label={t('legend.title')}>
      <Wrap as="ul" gap="4" listStyleType="none" fontSize="sm" color="fg.muted">
        {LEGEND_STATUSES.map((status) => {
          const paint = STATUS_PAINT[status];
          return (
            <HStack as="li" key={status} gap="2">
              <Swatch fill={paint.fill} stroke={paint.stroke} dash={paint.dash} />
              <Text>
                {paint.glyph ? `${paint.glyph} ` : ''}
                {t(`legend.${status}`)}
              </Text>
            </HStack>
          );
        })}
        <HStack as="li" gap="2">
          <Swatch fill="colorPalette.muted" stroke="colorPalette.solid" strokeWidth={5} />
          <Text>✓ {t('legend.selected')}</Text>
        </HStack>
        <HStack as="li" gap="2">
          <Text fontWeight="semibold">4/6</Text>
          <Text>{t('legend.freeSeats')}</Text>
        </HStack>
      </Wrap>
    </Box>
  );
}
