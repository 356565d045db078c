import { aUser } from '@restaurant/shared/testing';

/** The diner the auth pages' tests sign in, up and out (a name with diacritics, so texts are checked as typed). */
export const DINER = aUser({ id: 7, fullName: 'Trần Thị Mai', createdAt: '2026-01-02T03:04:05.000Z' });
