import { MAX_ID } from './generate';
import { AVATAR_IMAGES, COVER_IMAGES } from './images';
import type { Person } from './types';

/**
 * The demo's signed-in person: the user profile page shows them, and the comments, replies and posts written on demo
 * pages are theirs. Their id is past the sample ids (1 to MAX_ID, spec section 9), so it never names another person.
 */
export const DEMO_USER: Person & { role: string; cover: string } = {
  id: MAX_ID + 1,
  avatar: AVATAR_IMAGES[0] ?? '',
  name: 'Mathew Anderson',
  role: 'Designer',
  cover: COVER_IMAGES[0] ?? '',
};
