import { lineIcon } from '@restaurant/shared/ui';

// Icons the shell lacks, drawn on its grid by its `lineIcon` (decorative; the control around one names it).
export const LeafIcon = lineIcon('LeafIcon', ['M11 20A7 7 0 0 1 4 13c0-6 8-9 16-9 0 8-3 16-9 16z', 'M4 20l8-8']);
export const HeartIcon = lineIcon('HeartIcon', [
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 0 0 0-7.8z',
]);
export const HomeIcon = lineIcon('HomeIcon', ['M3 10l9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z']);
export const ListIcon = lineIcon('ListIcon', ['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01']);
export const StarIcon = lineIcon('StarIcon', ['M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z']);
export const PlusIcon = lineIcon('PlusIcon', ['M12 5v14', 'M5 12h14']);
export const BellIcon = lineIcon('BellIcon', [
  'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9',
  'M13.7 21a2 2 0 0 1-3.4 0',
]);
