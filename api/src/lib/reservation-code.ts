import { randomInt } from 'node:crypto';

// Crockford-style alphabet: no 0/O, 1/I/L, U, so a code read over the phone is unambiguous.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** e.g. BK-260714-7KQM: the booking's local date, then four random characters. */
export function reservationCode(reservationDate: string): string {
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `BK-${reservationDate.slice(2).replaceAll('-', '')}-${suffix}`;
}
