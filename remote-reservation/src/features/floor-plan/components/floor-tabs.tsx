import type { ReactNode } from 'react';
import type { Floor } from '@restaurant/shared/contracts';
import { Tabs } from '@restaurant/shared/ui-tabs';
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
    <Tabs.Root
      value={String(selectedFloorId)}
      onValueChange={(details) => onSelectFloor(Number(details.value))}
      variant="enclosed"
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={t('floors.label')} overflowX="auto" maxW="full">
        {floors.map((floor) => (
          <Tabs.Trigger key={floor.id} value={String(floor.id)} whiteSpace="nowrap" flexShrink={0}>
            {floor.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {floors.map((floor) => (
        <Tabs.Content key={floor.id} value={String(floor.id)} pt="4">
          {floor.id === selectedFloorId ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
