import { lineIcon } from '@restaurant/shared/ui';

// Line icons of the e-mail page the shell lacks (same grid and stroke as the shell's).
export const StarIcon = lineIcon('StarIcon', [
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
]);
export const ImportantIcon = lineIcon('ImportantIcon', ['M4 4h11l5 8-5 8H4l5-8z']);
export const PaperclipIcon = lineIcon('PaperclipIcon', [
  'M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48',
]);
export const TrashIcon = lineIcon('TrashIcon', [
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
]);
export const RestoreIcon = lineIcon('RestoreIcon', ['M3 12a9 9 0 1 0 3-6.7', 'M3 4v5h5']);
export const MailOpenIcon = lineIcon('MailOpenIcon', [
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M22 6l-10 7L2 6',
]);
export const ReplyIcon = lineIcon('ReplyIcon', ['M9 17l-5-5 5-5', 'M20 18v-2a4 4 0 0 0-4-4H4']);
export const ForwardIcon = lineIcon('ForwardIcon', ['M15 17l5-5-5-5', 'M4 18v-2a4 4 0 0 1 4-4h12']);
export const BackIcon = lineIcon('BackIcon', ['M19 12H5', 'M12 19l-7-7 7-7']);
export const PenIcon = lineIcon('PenIcon', ['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4 12.5-12.5z']);
export const FoldersIcon = lineIcon('FoldersIcon', [
  'M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z',
]);
