import type { Order, OrderStatus } from '@restaurant/shared/contracts';
import { Box, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useFormatters } from '../../../lib/use-formatters';

/** The way an order normally goes; a cancelled one stops wherever it was and ends with CANCELLED. */
const PATH: readonly OrderStatus[] = ['PLACED', 'PREPARING', 'READY', 'COMPLETED'];

interface Step {
  status: OrderStatus;
  at: string | null;
}

/** Every step reached (with its time) then, unless the order is cancelled, the steps still ahead. */
export function timelineSteps(order: Pick<Order, 'status' | 'timeline'>): Step[] {
  const reached = new Map(order.timeline.map((event) => [event.status, event.at]));
  if (order.status === 'CANCELLED') {
    return [
      ...PATH.filter((status) => reached.has(status)).map((status) => ({ status, at: reached.get(status) ?? null })),
      { status: 'CANCELLED', at: reached.get('CANCELLED') ?? null },
    ];
  }
  return PATH.map((status) => ({ status, at: reached.get(status) ?? null }));
}

/** The status timeline as an ordered list; the current step is marked for screen readers too. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  const steps = timelineSteps(order);

  return (
    <Stack as="section" gap="3" aria-labelledby="order-timeline-title">
      <Heading as="h2" size="md" id="order-timeline-title">
        {t('orders.timeline')}
      </Heading>
      <Stack as="ol" gap="0" listStyleType="none">
        {steps.map((step, index) => {
          const current = step.status === order.status;
          const done = step.at !== null;
          const cancelled = step.status === 'CANCELLED';
          return (
            <HStack
              as="li"
              key={step.status}
              align="flex-start"
              gap="3"
              aria-current={current ? 'step' : undefined}
              pb={index === steps.length - 1 ? '0' : '4'}
            >
              <Box
                aria-hidden="true"
                flexShrink={0}
                mt="1"
                boxSize="3"
                borderRadius="full"
                borderWidth="2px"
                borderColor={cancelled ? 'red.solid' : done ? 'colorPalette.solid' : 'border.emphasized'}
                bg={done ? (cancelled ? 'red.solid' : 'colorPalette.solid') : 'transparent'}
              />
              <Stack gap="0">
                <Text fontWeight={current ? 'bold' : 'medium'} color={done ? 'fg' : 'fg.muted'}>
                  {t(`orders.status.${step.status}`)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {step.at ? format.dateTime(step.at) : t('orders.notYet')}
                </Text>
              </Stack>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
