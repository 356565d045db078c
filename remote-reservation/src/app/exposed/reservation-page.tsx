// Exposed as `reservation/ReservationPage` (/landing/reservation).
export { ReservationScreen as default } from '../reservation/reservation-screen';
