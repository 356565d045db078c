// Exposed as `reservation/ReservationPage` (/landing/reservation).
export { ReservationPagePlaceholder as default } from '../placeholder-pages';
