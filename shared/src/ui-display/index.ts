// Static data display: code, keys, lists, figures, tables, tags. Styles only (no state machine), about 2 KB gzip
// together. Its own shared module (an MF singleton, never tree-shaken), so a page downloads it only when it renders
// one of these, and adds their recipes to the one system when it loads. Explicit named re-exports only.
import { appSystem } from '@restaurant/shared/system';
import { registerRecipes } from '../system/register-recipes';
import { recipes, slotRecipes } from './recipes';

// Through the package name, not a relative path: the one system instance is the `@restaurant/shared/system`
// singleton every front end shares.
registerRecipes(appSystem(), recipes, slotRecipes);

export { Code, Kbd, List, Stat, Table, Tag } from '@chakra-ui/react';
