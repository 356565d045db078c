import { lineIcon } from '@restaurant/shared/ui';

// Icons the shell lacks, drawn on its grid by its `lineIcon` (decorative: the tree item's name is its label).
export const FolderIcon = lineIcon('FolderIcon', [
  'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
]);
export const FolderOpenIcon = lineIcon('FolderOpenIcon', [
  'M3 7a2 2 0 0 1 2-2h4l2 2h6a2 2 0 0 1 2 2v1',
  'M3 19l2.5-8h16.5l-2.5 8z',
]);
export const FileIcon = lineIcon('FileIcon', [
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z',
  'M14 3v5h5',
]);
