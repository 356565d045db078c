import { lazy, Suspense } from 'react';
import { PageHead } from '@restaurant/shared';
import { useSearchParams } from '@restaurant/shared/router';
import { LoadingState, PageContainer } from '@restaurant/shared/ui';
import { Tabs } from '@restaurant/shared/ui-tabs';
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
      <PageHead title={t('page.title')} description={t('page.description')} />
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
          <Suspense fallback={<LoadingState />}>
            <MineTab
              detailId={detailId}
              cancellationCutoffMinutes={rules.cancellationCutoffMinutes}
              onOpen={(id) => openTab('mine', id)}
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}
