import type { ReactNode } from 'react';
import { Card, Heading } from '@restaurant/shared/ui';

export interface ExampleCardProps {
  title: string;
  children: ReactNode;
}

/** One live example of a gallery: a card titled by an h2, so the page outline lists every example. */
export function ExampleCard({ title, children }: ExampleCardProps) {
  return (
    <Card.Root as="article" variant="outline" bg="bg.panel">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
