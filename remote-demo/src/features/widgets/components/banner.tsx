import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@restaurant/shared/ui';

export interface BannerProps {
  title: string;
  description: string;
  /** The banner's button(s). */
  action: ReactNode;
  /** A palette: the theme's for a call to action, another to celebrate. */
  palette?: string;
  /** A decorative picture beside the text. */
  aside?: ReactNode;
}

/** A wide tinted card with a title, a sentence and an action: a call to action or a congratulation. */
export function Banner({ title, description, action, palette, aside }: BannerProps) {
  return (
    <Card.Root
      colorPalette={palette}
      bg="colorPalette.subtle"
      borderRadius="card"
      boxShadow="card"
      overflow="hidden"
      h="full"
    >
      <Card.Body flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} gap="6">
        <Stack gap="3" flex="1" align="flex-start">
          <Heading as="h2" size="lg" color="colorPalette.fg">
            {title}
          </Heading>
          <Text>{description}</Text>
          {action}
        </Stack>
        {aside}
      </Card.Body>
    </Card.Root>
  );
}
