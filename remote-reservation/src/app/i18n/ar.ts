import type { ReservationMessages } from './en';

const ar: ReservationMessages = {} as ReservationMessages;

export default ar;
