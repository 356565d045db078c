import { Icon, lineIcon, type IconProps } from '@restaurant/shared/ui';

// Line icons the notes, tickets and contacts apps share and the shell lacks (same grid and stroke as the shell's).
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
