import { Box, Button, ChakraProvider, Heading, Stack, Text, type SystemContext } from '@chakra-ui/react';

/**
 * The Chakra floor pages' one page (a heading, a sentence and a button) on the system it is given: each page file
 * passes its own, so a page's bundle holds only the system it draws with.
 */
export function ChakraFloorContent({ system }: { system: SystemContext }) {
  return (
    <ChakraProvider value={system}>
      <Box as="main" p="6">
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            Phở Hà Nội
          </Heading>
          <Text color="fg.muted">Bún chả, phở bò and bánh mì, cooked to order in the heart of the old quarter.</Text>
          <Button colorPalette="blue" alignSelf="start">
            Order
          </Button>
        </Stack>
      </Box>
    </ChakraProvider>
  );
}
