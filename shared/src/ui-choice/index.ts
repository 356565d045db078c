// Choices a person ticks: checkboxes, radio groups, switches, segmented controls. Together because their Ark parts
// share most of their code (all four cost about 8 KB gzip more than one alone). Its own shared module (an MF
// singleton, never tree-shaken), so a page downloads it only when it renders one of these, and adds their recipes to
// the one system when it loads. Explicit named re-exports only.
import { appSystem } from '@restaurant/shared/system';
import { registerRecipes } from '../system/register-recipes';
import { recipes, slotRecipes } from './recipes';

// Through the package name, not a relative path: the one system instance is the `@restaurant/shared/system`
// singleton every front end shares.
registerRecipes(appSystem(), recipes, slotRecipes);

export { Checkbox, CheckboxGroup, RadioGroup, SegmentGroup, Switch } from '@chakra-ui/react';
