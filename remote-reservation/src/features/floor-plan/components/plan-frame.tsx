import { useId, type ReactNode } from 'react';
import type { FloorDetail } from '@restaurant/shared/contracts';
import { Box, chakra, Text } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { PLAN_CSS } from '../lib/plan-styles';

export interface PlanFrameProps {
  readonly floor: FloorDetail;
  /** The id of what describes the plan beyond its name (the diner's keyboard hint). */
  readonly describedBy?: string;
  /** The floor's tables, drawn over its ground; `hatchId` names the pattern taken tables are filled with. */
  readonly children: (hatchId: string) => ReactNode;
}

/**
 * A floor drawn to scale from its plan units, for the diner's plan and the staff's live floor: the scrolling box, the
 * named svg, the ground and the hatch pattern. Says so when the floor has no tables.
 */
export function PlanFrame({ floor, describedBy, children }: PlanFrameProps) {
  const { t } = reservationTranslations.useTranslation();
  // useId's characters are not all valid in a CSS url(#...) reference.
  const hatchId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-hatch`;
  return (
    <Box overflowX="auto" borderRadius="card" borderWidth="1px" borderColor="border" bg="bg.subtle">
      <chakra.svg
        role="group"
        aria-label={t('plan.label', { floor: floor.name })}
        aria-describedby={describedBy}
        viewBox={`0 0 ${floor.width} ${floor.height}`}
        preserveAspectRatio="xMidYMid meet"
        display="block"
        width="100%"
        height="auto"
        // Below this width two-seaters get too small to tap: the plan scrolls sideways instead of shrinking.
        minW={{ base: '560px', md: '0' }}
        maxH="75vh"
        // Table codes, seat counts and times ("B4", "0/4", "19:30") must not be reordered by an rtl page around them.
        direction="ltr"
        css={PLAN_CSS}
      >
        <defs>
          <pattern id={hatchId} width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect className="plan-hatch-ground" width="16" height="16" />
            <line className="plan-hatch-line" x1="0" y1="0" x2="0" y2="16" />
          </pattern>
        </defs>
        <rect className="plan-ground" x="0" y="0" width={floor.width} height={floor.height} />
        {children(hatchId)}
      </chakra.svg>
      {floor.tables.length === 0 ? (
        <Text p="4" color="fg.muted">
          {t('plan.noTables')}
        </Text>
      ) : null}
    </Box>
  );
}
