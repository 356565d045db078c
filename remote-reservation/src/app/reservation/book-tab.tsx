import { lazy, Suspense, useState } from 'react';
import type { Reservation } from '@restaurant/shared/contracts';
import { Box, Card, Grid, LoadingState, Stack } from '@restaurant/shared/ui';
import { BookingPanel, preloadBookingSelection } from '../../features/booking/components/booking-panel';
import { useBookingRules } from '../../features/choice/api/get-booking-rules';
import { ChoiceBar } from '../../features/choice/components/choice-bar';
import { useDurationLabel } from '../../features/choice/hooks/use-duration-label';
import { useReservationChoice } from '../../features/choice/hooks/use-reservation-choice';
import { SuggestionsPanel } from '../../features/suggestions/components/suggestions-panel';
import { reservationTranslations } from '../../lib/translations';
import { FloorPlanSection } from './floor-plan-section';
import { useBookingPlan } from './use-booking-plan';

/** Shown only after a booking: its own chunk, so the page's first render does not download it (issue 17). */
const BookingConfirmation = lazy(() =>
  import('../../features/booking/components/booking-confirmation').then((module) => ({
    default: module.BookingConfirmation,
  })),
);

/** The "book" tab: the choice bar, the floor plan, suggestions and the booking step, then the confirmation. */
export function BookTab({ onViewMine }: { onViewMine: (reservationId: number) => void }) {
  const { t } = reservationTranslations.useTranslation();
  const rules = useBookingRules();
  const { choice, clock, update } = useReservationChoice(rules);
  const durationLabel = useDurationLabel();
  const [booked, setBooked] = useState<Reservation | null>(null);
  const plan = useBookingPlan(choice, update);

  if (booked) {
    return (
      <Suspense fallback={<LoadingState />}>
        <BookingConfirmation
          reservation={booked}
          onBookAnother={() => {
            setBooked(null);
            update({ tableIds: [] });
          }}
          onViewMine={() => {
            setBooked(null);
            update({ tableIds: [] });
            onViewMine(booked.id);
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Body>
          <ChoiceBar choice={choice} clock={clock} rules={rules} onChange={update} />
        </Card.Body>
      </Card.Root>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
        // Reaching for the plan or the suggestions is the sign a pick is coming: fetch the booking step then.
        onPointerEnter={preloadBookingSelection}
        onFocus={preloadBookingSelection}
      >
        <Box as="section" aria-label={t('floors.label')} minW="0">
          <FloorPlanSection
            plan={plan}
            selectedIds={choice.tableIds}
            onToggleTable={plan.toggleTable}
            onChange={update}
          />
        </Box>
        <Stack gap="6">
          <SuggestionsPanel
            guests={choice.guests}
            slot={plan.slot}
            selectedFloorId={plan.floorId}
            selectedTableIds={choice.tableIds}
            onChoose={plan.chooseSuggestion}
          />
          <BookingPanel
            draft={plan.draft}
            durationLabel={durationLabel(choice.duration)}
            maxTables={rules.maxTablesPerBooking}
            onClearSelection={() => update({ tableIds: [] })}
            onBooked={setBooked}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
