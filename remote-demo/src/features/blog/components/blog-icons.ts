import { lineIcon } from '@restaurant/shared/ui';

// The blog's stat icons, on the shell's line-icon grid (decorative: the text beside them says what they count).
export const EyeIcon = lineIcon('EyeIcon', [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const CommentIcon = lineIcon('CommentIcon', ['M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z']);
export const ShareIcon = lineIcon('ShareIcon', [
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M8.6 13.5l6.8 4',
  'M15.4 6.5l-6.8 4',
]);
