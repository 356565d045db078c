import { lineIcon } from '@restaurant/shared/ui';

// Line icons of the chats page the shell lacks (same grid and stroke as the shell's).
export const SendIcon = lineIcon('SendIcon', ['M22 2L11 13', 'M22 2l-7 20-4-9-9-4 20-7z']);
export const SmileIcon = lineIcon('SmileIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M8 14s1.5 2 4 2 4-2 4-2',
  'M9 9h.01',
  'M15 9h.01',
]);
export const FileIcon = lineIcon('FileIcon', [
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z',
  'M14 2v6h6',
  'M8 13h8',
  'M8 17h5',
]);
export const ImagesIcon = lineIcon('ImagesIcon', [
  'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M21 15l-5-5L5 21',
]);
export const ChatIcon = lineIcon('ChatIcon', ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z']);
export const UsersIcon = lineIcon('UsersIcon', [
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);
