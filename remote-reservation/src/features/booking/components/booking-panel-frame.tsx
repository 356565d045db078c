import type { ReactNode } from 'react';
import { Card, Heading, Stack } from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';

export interface BookingPanelFrameProps {
  /** Beside the title (the booking step's Clear). */
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The booking panel's card and title, the same before a pick, while the booking step's code loads and once it is in,
 * so the panel does not move when one replaces the other. The title is in the page's own namespace for that reason.
 */
export function BookingPanelFrame({ action, children }: BookingPanelFrameProps) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="reservation-booking-title">
      <Card.Body gap="4">
        <Stack direction="row" justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md" id="reservation-booking-title">
            {t('booking.selection')}
          </Heading>
          {action}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
