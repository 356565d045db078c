import { useCallback } from 'react';
import { Alert, Grid, PageContainer, Stack } from '@restaurant/shared/ui';
import { useRestaurantToday, useStaffReservations } from '../api/get-staff-reservations';
import { useHostStandParams } from '../hooks/use-host-stand-params';
import { hostStandTranslations } from '../translations';
import { BookingList } from './booking-list';
import { DayBar } from './day-bar';
import { WalkInForm } from './walk-in-form';

/**
 * The host stand (`paths.staff.reservations`, issue 32 point 4): any day's bookings in time order, searched by code or
 * name, marked as parties arrive, leave or never come, and walk-ins seated. Marks and walk-ins are today's only: on
 * another day the page says so instead of offering buttons the API would refuse.
 */
export function HostStandPage() {
  const { t } = hostStandTranslations.useTranslation();
  const { params, update } = useHostStandParams();
  const today = useRestaurantToday();
  const day = useStaffReservations({
    ...(params.date ? { date: params.date } : {}),
    ...(params.q ? { q: params.q } : {}),
  });
  const shownDate = params.date ?? today;
  const isToday = today !== undefined && shownDate === today;
  // Stable while the URL stays, so the search field's pause is not restarted by a list refetch.
  const onSearch = useCallback((q: string) => update({ q }), [update]);

  return (
    <PageContainer title={t('title')} description={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap="6">
        <DayBar
          date={shownDate}
          today={today}
          q={params.q}
          onDateChange={(date) => update({ date: date === today ? null : date })}
          onSearch={onSearch}
        />
        {shownDate !== undefined && today !== undefined && !isToday ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('day.otherDay')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <BookingList day={day} today={today} q={params.q} />
          {isToday ? <WalkInForm /> : null}
        </Grid>
      </Stack>
    </PageContainer>
  );
}
