import { appSystem } from '@restaurant/shared/system';
import { ChakraFloorContent } from './floor-content';

/**
 * The Chakra floor page on the product's own system (`appSystem`: its theme, palettes and recipes, from where the
 * host takes it): what it costs beyond ChakraPage's default system is the theme's cost (issue 59).
 */
export function ProductSystemPage() {
  return <ChakraFloorContent system={appSystem()} />;
}
