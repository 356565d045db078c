// What the demo's searchable lists share (followers, friends, gallery...).
export { matchesSearch } from './matches-search';
export { SearchField, type SearchFieldProps } from './search-field';
