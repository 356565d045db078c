import { aUser } from '@restaurant/shared/testing';

/** The seeded staff account's shape (e2e signs in as staff@example.com). */
export const STAFF = aUser({ id: 2, email: 'staff@example.com', fullName: 'Phạm Bếp Trưởng', role: 'staff' });
/** A diner: signed in, but not staff. */
export const DINER = aUser({ id: 7, email: 'mai@example.com', fullName: 'Trần Thị Mai', role: 'diner' });
