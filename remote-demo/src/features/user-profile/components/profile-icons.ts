import { lineIcon } from '@restaurant/shared/ui';

// The profile's action icons, on the shell's line-icon grid (decorative: their buttons carry the words).
export const HeartIcon = lineIcon('HeartIcon', [
  'M12 20.5s-7.5-4.4-9.2-9.1C1.7 8.2 3.8 5 7.1 5c2 0 3.6 1.1 4.9 2.9C13.3 6.1 14.9 5 16.9 5c3.3 0 5.4 3.2 4.3 6.4-1.7 4.7-9.2 9.1-9.2 9.1z',
]);
export const CommentIcon = lineIcon('CommentIcon', ['M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z']);
export const PlayIcon = lineIcon('PlayIcon', ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M10 8.5v7l6-3.5-6-3.5z']);
