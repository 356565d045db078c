import type { SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  avatarSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  pinInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  sliderSlotRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
  treeViewSlotRecipe,
} from '@chakra-ui/react/theme';

/** Recipes of the components this module re-exports, keyed by the name each component looks its recipe up by. */
export const extraRecipes = {
  code: codeRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  textarea: textareaRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
};

export const extraSlotRecipes = {
  accordion: accordionSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  pinInput: pinInputSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  ratingGroup: ratingGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  steps: stepsSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
  treeView: treeViewSlotRecipe,
};

/**
 * Adds these recipes to the one system. Chakra looks a recipe up in `system._config.theme` each time a component
 * first renders (`getSlotRecipe` reads the live object), and this runs when `ui-extra` is evaluated, before any of
 * its components can render; so the first page carries only the `ui` recipes. Idempotent.
 */
export function registerExtraRecipes(system: SystemContext): void {
  const theme = system._config.theme;
  if (!theme) throw new Error('The Chakra system has no theme to add recipes to');
  theme.recipes = Object.assign(theme.recipes ?? {}, extraRecipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, extraSlotRecipes);
}
