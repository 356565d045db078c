import { MyReservations } from '../../features/my-reservations/components/my-reservations';
import { ReservationDetail } from '../../features/my-reservations/components/reservation-detail';

export interface MineTabProps {
  /** The booking shown in detail, or null for the list. */
  detailId: number | null;
  cancellationCutoffMinutes: number;
  onOpen: (reservationId: number | null) => void;
}

/**
 * The diner's own bookings: the list, or one booking with its cancel dialog. Its own chunk (the screen loads it
 * lazily), so the booking page's first render downloads neither this feature, nor its words (lib/mine-translations.ts),
 * nor the dialog family it uses.
 */
export default function MineTab({ detailId, cancellationCutoffMinutes, onOpen }: MineTabProps) {
  return detailId != null ? (
    <ReservationDetail
      reservationId={detailId}
      cancellationCutoffMinutes={cancellationCutoffMinutes}
      onBack={() => onOpen(null)}
    />
  ) : (
    <MyReservations cancellationCutoffMinutes={cancellationCutoffMinutes} onOpen={(id) => onOpen(id)} />
  );
}
