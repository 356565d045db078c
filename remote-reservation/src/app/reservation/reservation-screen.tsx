import { lazy, Suspense } from 'react';
import { useSearchParams } from '@restaurant/shared/router';
import { LoadingState, PageContainer } from '@restaurant/shared/ui';
import { PlainTabs } from '@restaurant/shared/ui-native';
import { useBookingRules } from '../../features/choice/api/get-booking-rules';
import { reservationTranslations } from '../../lib/translations';
import { BookTab } from './book-tab';

/**
 * Not on the booking tab's first render (issue 17's first-load budget): see mine-tab.tsx. Its words
 * (`reservationMine`) come after it; their `useTranslation` suspends until they are in, so the Suspense fallback below
 * stays until both the chunk and its words are loaded, never showing a raw key.
 */
const MineTab = lazy(() => import('./mine-tab'));

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
  const { t } = reservationTranslations.useTranslation();
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
      <PlainTabs
        label={t('page.tabs.label')}
        tabs={[
          { value: 'book', label: t('page.tabs.book') },
          { value: 'mine', label: t('page.tabs.mine') },
        ]}
        value={tab}
        onChange={(next: ReservationTab) => openTab(next)}
        variant="line"
        panelPt="6"
      >
        {tab === 'book' ? (
          <BookTab onViewMine={(id) => openTab('mine', id)} />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <MineTab
              detailId={detailId}
              cancellationCutoffMinutes={rules.cancellationCutoffMinutes}
              onOpen={(id) => openTab('mine', id)}
            />
          </Suspense>
        )}
      </PlainTabs>
    </PageContainer>
  );
}
