interface ExtraKeys {
  [key: string]: string | ExtraKeys;
}

/**
 * The shape a language must fill for a namespace whose English texts are `T`: every key of English, at every level,
 * so a missing key fails typecheck; a language may add keys, for the plural forms English does not have (Arabic's
 * `_zero`, `_two`, `_few`, `_many`). One place for all of the remote's namespaces (`reservation`, `reservationMine`, `reservationBooking`).
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> } & ExtraKeys;
