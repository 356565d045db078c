// Chakra components only the template demo pages use (pagination, timelines, list boxes, carousels...). Its own
// shared module, so a restaurant page never downloads them: the other `ui-*` families are what they share with the demo.
// Explicit named re-exports only (this module is an MF singleton, not tree-shaken).
import { appSystem } from '@restaurant/shared/system';
import { registerRecipes } from '../system/register-recipes';
import { demoRecipes, demoSlotRecipes } from './demo-recipes';

registerRecipes(appSystem(), demoRecipes, demoSlotRecipes);

export {
  ActionBar,
  Blockquote,
  Carousel,
  CheckboxCard,
  ColorSwatch,
  Combobox,
  createTreeCollection,
  DataList,
  Editable,
  Em,
  EmptyState,
  FileUpload,
  Float,
  Highlight,
  HoverCard,
  Listbox,
  Mark,
  Pagination,
  ProgressCircle,
  RadioCard,
  ScrollArea,
  Splitter,
  Status,
  TagsInput,
  Timeline,
  useFilter,
  useListCollection,
} from '@chakra-ui/react';
