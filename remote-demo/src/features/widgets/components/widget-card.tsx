import type { ReactNode } from 'react';
import { Card, Heading, HStack } from '@restaurant/shared/ui';

export interface WidgetCardProps {
  title: string;
  /** A figure or control beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One widget: a titled card (h2, so the page's outline reads widget by widget). */
export function WidgetCard({ title, aside, children }: WidgetCardProps) {
  return (
    <Card.Root h="full" borderRadius="card" boxShadow="card" bg="bg.panel">
      <Card.Body gap="4">
        <HStack justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {aside}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
