import { useTranslation } from '@restaurant/shared';
import type { Reservation, RestaurantTable, SeatSuggestion } from '@restaurant/shared/contracts';
import { useSearchParams } from '@restaurant/shared/router';
import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Grid,
  HStack,
  LoadingState,
  PageContainer,
  Spinner,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { Tabs } from '@restaurant/shared/ui-extra';
import { useMemo, useState } from 'react';
import { useFloorAvailability } from '../../features/availability/api/get-floor-availability';
import { tableStatesFor } from '../../features/availability/lib/table-states';
import { BookingConfirmation } from '../../features/booking/components/booking-confirmation';
import { BookingPanel } from '../../features/booking/components/booking-panel';
import type { BookingDraft } from '../../features/booking/types/booking-draft';
import { useBookingRules } from '../../features/choice/api/get-booking-rules';
import { ChoiceBar } from '../../features/choice/components/choice-bar';
import { useDurationLabel } from '../../features/choice/hooks/use-duration-label';
import { useReservationChoice } from '../../features/choice/hooks/use-reservation-choice';
import { useFloorDetails } from '../../features/floor-plan/api/get-floor-details';
import { useFloors } from '../../features/floor-plan/api/get-floors';
import { FloorPlan } from '../../features/floor-plan/components/floor-plan';
import { FloorTabs } from '../../features/floor-plan/components/floor-tabs';
import { PlanLegend } from '../../features/floor-plan/components/plan-legend';
import { MyReservations } from '../../features/my-reservations/components/my-reservations';
import { ReservationDetail } from '../../features/my-reservations/components/reservation-detail';
import { SuggestionsPanel } from '../../features/suggestions/components/suggestions-panel';
import { registerReservationTranslations } from '../i18n/register-reservation-translations';

// The `reservation` namespace is added as soon as this page's code arrives; `useTranslation` suspends until the
// current language's file is in.
void registerReservationTranslations();

/** Page-level parameters beside the choice: which tab is open and which booking is shown in detail. */
const TAB_PARAM = 'tab';
const DETAIL_PARAM = 'reservation';
type ReservationTab = 'book' | 'mine';

function toId(value: string | null): number | null {
  return value != null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /landing/reservation: composes the features (choice in the URL → floors → plan painted with availability,
 * suggestions, booking; and the diner's own bookings), which never import each other.
 */
export function ReservationScreen() {
  const { t } = useTranslation('reservation');
  const [params, setParams] = useSearchParams();
  const tab: ReservationTab = params.get(TAB_PARAM) === 'mine' ? 'mine' : 'book';
  const detailId = toId(params.get(DETAIL_PARAM));
  const rules = useBookingRules();

  const openTab = (next: ReservationTab, reservationId: number | null = null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'mine') updated.set(TAB_PARAM, 'mine');
        else updated.delete(TAB_PARAM);
        if (reservationId != null) updated.set(DETAIL_PARAM, String(reservationId));
        else updated.delete(DETAIL_PARAM);
        return updated;
      },
      { replace: false },
    );

  return (
    <PageContainer title={t('page.title')} description={t('page.description')}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => openTab(details.value === 'mine' ? 'mine' : 'book')}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('page.tabs.label')}>
          <Tabs.Trigger value="book">{t('page.tabs.book')}</Tabs.Trigger>
          <Tabs.Trigger value="mine">{t('page.tabs.mine')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="book" pt="6">
          <BookTab onViewMine={(id) => openTab('mine', id)} />
        </Tabs.Content>
        <Tabs.Content value="mine" pt="6">
          {detailId != null ? (
            <ReservationDetail
              reservationId={detailId}
              cancellationCutoffMinutes={rules.cancellationCutoffMinutes}
              onBack={() => openTab('mine')}
            />
          ) : (
            <MyReservations
              cancellationCutoffMinutes={rules.cancellationCutoffMinutes}
              onOpen={(id) => openTab('mine', id)}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}

function BookTab({ onViewMine }: { onViewMine: (reservationId: number) => void }) {
  const { t } = useTranslation('reservation');
  const rules = useBookingRules();
  const { choice, clock, update } = useReservationChoice(rules);
  const durationLabel = useDurationLabel();
  const [booked, setBooked] = useState<Reservation | null>(null);

  const floors = useFloors();
  const floorId =
    floors.data?.find((floor) => floor.id === choice.floorId)?.id ?? floors.data?.[0]?.id ?? null;
  const details = useFloorDetails(floorId);
  const slot = choice.time
    ? { reservationDate: choice.date, reservationTime: choice.time, estimatedDuration: choice.duration }
    : null;
  const availability = useFloorAvailability(floorId, slot);
  // While another floor's answer is kept on screen as a placeholder, its table ids mean nothing here.
  const currentAvailability = availability.data?.floorId === floorId ? availability.data : undefined;
  const states = useMemo(() => tableStatesFor(currentAvailability, choice.guests), [currentAvailability, choice.guests]);
  const freeForParty = [...states.values()].filter((state) => state.status === 'free').length;

  const floorTables = details.data?.id === floorId ? (details.data?.tables ?? []) : [];
  const selectedTables = floorTables.filter((table) => choice.tableIds.includes(table.id));

  const toggleTable = (table: RestaurantTable) => {
    const ids = choice.tableIds.includes(table.id)
      ? choice.tableIds.filter((id) => id !== table.id)
      : [...choice.tableIds, table.id];
    update({ floorId, tableIds: ids });
  };
  const chooseSuggestion = (suggestion: SeatSuggestion) =>
    update({ floorId: suggestion.floor.id, tableIds: suggestion.tables.map((table) => table.id) });

  if (booked) {
    return (
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
    );
  }

  const draft: BookingDraft = {
    guests: choice.guests,
    date: choice.date,
    time: choice.time,
    duration: choice.duration,
    floorName: details.data?.name ?? null,
    tables: selectedTables.map((table) => ({
      id: table.id,
      code: table.code,
      capacity: table.capacity,
      status: states.get(table.id)?.status ?? 'unknown',
    })),
  };

  let plan;
  if (floors.isPending) plan = <LoadingState label={t('floors.loading')} />;
  else if (floors.isError) plan = <ErrorState message={floors.error.message} onRetry={() => void floors.refetch()} />;
  else if (floors.data.length === 0 || floorId == null) plan = <EmptyState title={t('floors.empty')} />;
  else {
    plan = (
      <FloorTabs floors={floors.data} selectedFloorId={floorId} onSelectFloor={(id) => update({ floorId: id, tableIds: [] })}>
        {details.isPending ? (
          <LoadingState label={t('plan.loading')} />
        ) : details.isError ? (
          <ErrorState message={details.error.message} onRetry={() => void details.refetch()} />
        ) : (
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap" gap="2" minH="6">
              <Text fontSize="sm" color="fg.muted">
                {t('plan.pickHint')}
              </Text>
              <HStack gap="2" fontSize="sm" role="status" aria-live="polite">
                {availability.isFetching ? (
                  <>
                    <Spinner size="xs" />
                    <Text>{t('plan.updating')}</Text>
                  </>
                ) : currentAvailability ? (
                  <Text fontWeight="medium">{t('plan.freeSummary', { count: freeForParty })}</Text>
                ) : null}
              </HStack>
            </HStack>
            {availability.isError ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('plan.availabilityError')}</Alert.Title>
                  <Alert.Description>{availability.error.message}</Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={() => void availability.refetch()}>
                  {t('plan.retry')}
                </Button>
              </Alert.Root>
            ) : null}
            <FloorPlan floor={details.data} states={states} selectedIds={choice.tableIds} onToggleTable={toggleTable} />
            <PlanLegend />
          </Stack>
        )}
      </FloorTabs>
    );
  }

  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Body>
          <ChoiceBar choice={choice} clock={clock} rules={rules} onChange={update} />
        </Card.Body>
      </Card.Root>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box as="section" aria-label={t('floors.label')} minW="0">
          {plan}
        </Box>
        <Stack gap="6">
          <SuggestionsPanel
            guests={choice.guests}
            slot={slot}
            selectedFloorId={floorId}
            selectedTableIds={choice.tableIds}
            onChoose={chooseSuggestion}
          />
          <BookingPanel
            draft={draft}
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
