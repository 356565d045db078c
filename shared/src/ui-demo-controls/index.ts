// The demo pages' interactive Chakra parts, each a zag machine (combobox, list box, hover card, pagination, card-style
// choices), apart from `ui-demo`'s presentational ones: a demo page that shows an empty state or a colour swatch does
// not download and evaluate these machines. Explicit named re-exports only, and only what a demo page uses: this
// module is an MF singleton, never tree-shaken.
export {
  CheckboxCard,
  Combobox,
  createTreeCollection,
  HoverCard,
  Listbox,
  Pagination,
  RadioCard,
  useFilter,
  useListCollection,
} from '@chakra-ui/react';
