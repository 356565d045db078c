import {
  actionBarSlotRecipe,
  blockquoteSlotRecipe,
  carouselSlotRecipe,
  checkboxCardSlotRecipe,
  colorSwatchRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  editableSlotRecipe,
  emptyStateSlotRecipe,
  fileUploadSlotRecipe,
  hoverCardSlotRecipe,
  listboxSlotRecipe,
  markRecipe,
  progressCircleSlotRecipe,
  radioCardSlotRecipe,
  scrollAreaSlotRecipe,
  splitterSlotRecipe,
  statusSlotRecipe,
  tagsInputSlotRecipe,
  timelineSlotRecipe,
} from '@chakra-ui/react/theme';

/** Recipes of the components `ui-demo` re-exports, keyed by the name each component looks its recipe up by. */
export const demoRecipes = {
  colorSwatch: colorSwatchRecipe,
  mark: markRecipe,
};

export const demoSlotRecipes = {
  actionBar: actionBarSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  carousel: carouselSlotRecipe,
  checkboxCard: checkboxCardSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  editable: editableSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  hoverCard: hoverCardSlotRecipe,
  listbox: listboxSlotRecipe,
  progressCircle: progressCircleSlotRecipe,
  radioCard: radioCardSlotRecipe,
  scrollArea: scrollAreaSlotRecipe,
  splitter: splitterSlotRecipe,
  status: statusSlotRecipe,
  tagsInput: tagsInputSlotRecipe,
  timeline: timelineSlotRecipe,
};
