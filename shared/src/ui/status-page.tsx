import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface StatusPageProps {
  /** A decorative drawing (hidden from screen readers). */
  readonly illustration: ReactNode;
  /** The HTTP status shown large ("404"), hidden from screen readers: the title says it in words. */
  readonly code?: string;
  readonly title: string;
  readonly body: string;
  /** The way on: home, or try again. */
  readonly action: ReactNode;
  /** `screen` when the page is alone (auth layout), `content` under the site's header. */
  readonly fill?: 'screen' | 'content';
}

/** A whole page that says why there is nothing to show (404, 403, maintenance) and offers the way on. */
export function StatusPage({ illustration, code, title, body, action, fill = 'screen' }: StatusPageProps) {
  const titleId = useId();
  return (
    <Center as="section" aria-labelledby={titleId} minH={fill === 'screen' ? '100dvh' : '60dvh'} px="4" py="16">
      <Stack align="center" textAlign="center" gap="5" maxW="lg">
        {illustration}
        {code ? (
          <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" aria-hidden="true" lineHeight="1">
            {code}
          </Text>
        ) : null}
        <Heading as="h1" id={titleId} size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        {action}
      </Stack>
    </Center>
  );
}
