import type { ReactNode } from 'react';
import type { Floor } from '@restaurant/shared/contracts';
import { PlainTabs } from '@restaurant/shared/ui-native';
import { reservationTranslations } from '../../../lib/translations';

export interface FloorTabsProps {
  readonly floors: readonly Floor[];
  readonly selectedFloorId: number;
  readonly onSelectFloor: (floorId: number) => void;
  /** The chosen floor's panel (its plan); other floors' panels stay unmounted. */
  readonly children: ReactNode;
}

/** One tab per floor, in building order; the panel of the chosen floor holds its plan. */
export function FloorTabs({ floors, selectedFloorId, onSelectFloor, children }: FloorTabsProps) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <PlainTabs
      label={t('floors.label')}
      tabs={floors.map((floor) => ({ value: String(floor.id), label: floor.name }))}
      value={String(selectedFloorId)}
      onChange={(value) => onSelectFloor(Number(value))}
      variant="enclosed"
      panelPt="4"
    >
      {children}
    </PlainTabs>
  );
}
