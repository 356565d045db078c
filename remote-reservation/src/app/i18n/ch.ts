import type { ReservationMessages } from './en';

const ch: ReservationMessages = {} as ReservationMessages;

export default ch;
