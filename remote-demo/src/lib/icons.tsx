import { Icon, lineIcon, type IconProps } from '@restaurant/shared/ui';

// The demo pages' line icons beyond the shell's set (same 24px grid and stroke as `shared/src/ui/icons.tsx`); an icon
// one feature alone draws stays in that feature.
export const SearchIcon = lineIcon('SearchIcon', ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35']);
export const PlusIcon = lineIcon('PlusIcon', ['M12 5v14', 'M5 12h14']);
export const TrashIcon = lineIcon('TrashIcon', [
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
]);
export const StarIcon = lineIcon('StarIcon', [
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
]);
export const EditIcon = lineIcon('EditIcon', ['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4 12.5-12.5z']);
export const FilterIcon = lineIcon('FilterIcon', ['M22 3H2l8 9.46V19l4 2v-8.54L22 3z']);
export const RestoreIcon = lineIcon('RestoreIcon', ['M3 12a9 9 0 1 0 3-6.7', 'M3 4v5h5']);

const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';

/** The star of a starred item: filled, so "on" does not rely on colour alone. */
export function StarFilledIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" focusable="false" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d={STAR_PATH} />
      </svg>
    </Icon>
  );
}

export const FirstPageIcon = lineIcon('FirstPageIcon', ['M17 18l-6-6 6-6', 'M7 6v12']);
export const LastPageIcon = lineIcon('LastPageIcon', ['M7 18l6-6-6-6', 'M17 6v12']);
export const MailIcon = lineIcon('MailIcon', ['M4 6h16v12H4z', 'M4 7l8 6 8-6']);
export const LockIcon = lineIcon('LockIcon', ['M6 11h12v9H6z', 'M8 11V8a4 4 0 0 1 8 0v3']);
export const PhoneIcon = lineIcon('PhoneIcon', [
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
]);
export const SendIcon = lineIcon('SendIcon', ['M22 2L11 13', 'M22 2l-7 20-4-9-9-4 20-7z']);
export const DownloadIcon = lineIcon('DownloadIcon', ['M12 4v12', 'M7 11l5 5 5-5', 'M5 20h14']);
export const BoldIcon = lineIcon('BoldIcon', ['M7 5h6a3.5 3.5 0 0 1 0 7H7z', 'M7 12h7a3.5 3.5 0 0 1 0 7H7z']);
export const ItalicIcon = lineIcon('ItalicIcon', ['M14 5h-4', 'M14 19h-4', 'M14 5l-4 14', 'M10 5h6', 'M8 19h6']);
export const ListIcon = lineIcon('ListIcon', ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M5 6h.01', 'M5 12h.01', 'M5 18h.01']);
export const OrderedListIcon = lineIcon('OrderedListIcon', [
  'M10 6h10',
  'M10 12h10',
  'M10 18h10',
  'M4 5h1v4',
  'M4 15h2l-2 3h2',
]);
export const LinkIcon = lineIcon('LinkIcon', [
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
  'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
]);
export const UndoIcon = lineIcon('UndoIcon', ['M9 14L4 9l5-5', 'M4 9h11a5 5 0 0 1 0 10h-3']);
export const RedoIcon = lineIcon('RedoIcon', ['M15 14l5-5-5-5', 'M20 9H9a5 5 0 0 0 0 10h3']);
export const CheckIcon = lineIcon('CheckIcon', ['M5 12l5 5 9-10']);
