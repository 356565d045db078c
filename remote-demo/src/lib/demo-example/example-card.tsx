import { useId, type ReactNode } from 'react';
import { Card, Heading, Text } from '@restaurant/shared/ui';

export interface ExampleCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One live example of a gallery page: a titled card (h2), so screen-reader users can jump between examples. */
export function ExampleCard({ title, description, children }: ExampleCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" variant="outline" bg="bg.panel" aria-labelledby={titleId} minW="0">
      <Card.Header gap="1">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body minW="0">{children}</Card.Body>
    </Card.Root>
  );
}
