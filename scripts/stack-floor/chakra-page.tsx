import { Box, Button, ChakraProvider, defaultSystem, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * The stack's floor with Chakra UI: the same page as ReactOnlyPage in Chakra's components, on Chakra's own default
 * system (its documented starting point), with no product code, no router, no translations and no federation.
 */
export function ChakraPage() {
  return (
    <ChakraProvider value={defaultSystem}>
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
