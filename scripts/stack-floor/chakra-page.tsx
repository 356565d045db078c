import { defaultSystem } from '@chakra-ui/react';
import { ChakraFloorContent } from './floor-content';

/**
 * The stack's floor with Chakra UI: the same page as ReactOnlyPage in Chakra's components, on Chakra's own default
 * system (its documented starting point), with no product code, no router, no translations and no federation.
 */
export function ChakraPage() {
  return <ChakraFloorContent system={defaultSystem} />;
}
