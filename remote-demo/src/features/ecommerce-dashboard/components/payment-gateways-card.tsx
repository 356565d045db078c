import { Box, Center, HStack, Stack, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PaymentGateway, PeriodFigures } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';
import { DashboardCard } from './dashboard-card';

const PALETTES: Record<PaymentGateway, string> = { paypal: 'blue', wallet: 'green', card: 'orange', refund: 'red' };

/** How much came in (or went back) through each way of paying. */
export function PaymentGatewaysCard({ gateways }: { gateways: PeriodFigures['gateways'] }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <DashboardCard title={t('gateways.title')}>
      <Stack as="ul" gap="4" listStyleType="none">
        {gateways.map(({ gateway, amount }) => (
          <HStack as="li" key={gateway} gap="3" justify="space-between">
            <HStack gap="3" minW="0">
              <Center
                aria-hidden="true"
                boxSize="10"
                flexShrink={0}
                borderRadius="l2"
                colorPalette={PALETTES[gateway]}
                bg="colorPalette.subtle"
                color="colorPalette.fg"
                fontWeight="bold"
              >
                {t(`gateways.${gateway}.name`).slice(0, 1)}
              </Center>
              <Box minW="0">
                <Text fontWeight="medium">{t(`gateways.${gateway}.name`)}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {t(`gateways.${gateway}.description`)}
                </Text>
              </Box>
            </HStack>
            <Text fontWeight="semibold" color={amount < 0 ? 'fg.error' : 'fg'}>
              {format.wholeMoney(amount)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </DashboardCard>
  );
}
