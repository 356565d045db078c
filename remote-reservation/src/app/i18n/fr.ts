import type { ReservationMessages } from './en';

const fr: ReservationMessages = {} as ReservationMessages;

export default fr;
