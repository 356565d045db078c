import { lineIcon } from '@restaurant/shared/ui';

// Drawn like the shell's own line icons. Decorative: the control around each is named.
export const CheckIcon = lineIcon('CheckIcon', ['M20 6 9 17l-5-5']);

export const EyeIcon = lineIcon('EyeIcon', [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);

export const EyeOffIcon = lineIcon('EyeOffIcon', [
  'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5',
  'M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'M3 3l18 18',
]);
