// Slim recipes in the looks of Chakra's own (field; input and native select: outline, md; checkbox: solid, md; tabs:
// line and enclosed, md), holding only what these plain elements use. Not Chakra's recipes themselves: each of those
// carries every variant and size (the native select's pulls in the whole select recipe), +2-3 KB gzip on a page
// with a first-load budget (issue 17). Tokens and semantic tokens only, so dark mode and the colour theme follow.
// One file per control's recipe (`recipes/`), imported by that control alone: a page bundles only the recipes of
// the controls it renders.
import { plainCheckbox } from './recipes/checkbox';
import { plainField } from './recipes/field';
import { plainInput } from './recipes/input';
import { plainSelect } from './recipes/select';
import { plainTabs } from './recipes/tabs';

/** Every recipe of `@restaurant/shared/ui-native`, keyed by the name its control looks it up by (each control
 * registers its own where it is defined). */
export const recipes = {};

export const slotRecipes = { plainField, plainInput, plainSelect, plainCheckbox, plainTabs };
