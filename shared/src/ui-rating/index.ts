// Star ratings. Its own shared module (an MF singleton, never tree-shaken), so a page downloads it only when it
// renders one of these, and adds their recipes to the one system when it loads. Explicit named re-exports only.
import { appSystem } from '@restaurant/shared/system';
import { registerRecipes } from '../system/register-recipes';
import { recipes, slotRecipes } from './recipes';

// Through the package name, not a relative path: the one system instance is the `@restaurant/shared/system`
// singleton every front end shares.
registerRecipes(appSystem(), recipes, slotRecipes);

export { RatingGroup } from '@chakra-ui/react';
