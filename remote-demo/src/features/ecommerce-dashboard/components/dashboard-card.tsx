import type { ReactNode } from 'react';
import { Card, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';

export interface DashboardCardProps {
  title: string;
  subtitle?: string;
  /** A figure or control beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One tile of the dashboard: a titled card (h2, so the page's outline reads card by card). */
export function DashboardCard({ title, subtitle, aside, children }: DashboardCardProps) {
  return (
    <Card.Root h="full" borderRadius="card" boxShadow="card" bg="bg.panel">
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {subtitle ? (
              <Text color="fg.muted" textStyle="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {aside}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
