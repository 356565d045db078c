// Chakra components only the template demo pages use (pagination, timelines, list boxes...). Its own shared
// module, so a restaurant page never downloads them: the other `ui-*` families are what they share with the demo.
// Explicit named re-exports only, and only what a demo page uses: this module is an MF singleton, never tree-shaken,
// so every export is downloaded and evaluated by each demo page that imports any of them.
export {
  CheckboxCard,
  ColorSwatch,
  Combobox,
  createTreeCollection,
  DataList,
  EmptyState,
  Float,
  HoverCard,
  Listbox,
  Pagination,
  RadioCard,
  Status,
  Timeline,
  useFilter,
  useListCollection,
} from '@chakra-ui/react';
