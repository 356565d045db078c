import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text, Wrap } from '@restaurant/shared/ui';

export interface ChartExampleCardProps {
  title: string;
  description: string;
  /** The controls that change the chart (selects, toggles), above it. */
  controls?: ReactNode;
  children: ReactNode;
}

/** One titled example of a chart page (h2, so the page's outline reads example by example). */
export function ChartExampleCard({ title, description, controls, children }: ChartExampleCardProps) {
  return (
    <Card.Root h="full" borderRadius="card" boxShadow="card" bg="bg.panel" as="section" aria-label={title}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        </Stack>
        {controls ? (
          <Wrap gap="4" align="center">
            {controls}
          </Wrap>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
