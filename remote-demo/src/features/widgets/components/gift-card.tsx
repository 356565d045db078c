import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Code } from '@restaurant/shared/ui-display';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

const GIFT_CODE = 'DINE-2026-GIFT';

/** A gift card in the theme colour, with its code and a copy button that says when the code was copied. */
export function GiftCard() {
  const { t } = widgetsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    // The clipboard may be refused (an insecure page, a denied permission): the code stays readable on the card.
    await navigator.clipboard?.writeText(GIFT_CODE).catch(() => undefined);
    setCopied(true);
  };
  return (
    <WidgetCard title={t('gift.title')}>
      <Box bg="colorPalette.solid" color="colorPalette.contrast" borderRadius="card" p="5">
        <Stack gap="2">
          <Text textStyle="2xl" fontWeight="bold">
            {t('gift.amount', { amount: numbers.wholeMoney(50) })}
          </Text>
          <Text textStyle="sm">{t('gift.description')}</Text>
        </Stack>
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text textStyle="sm">
          {t('gift.code')}: <Code>{GIFT_CODE}</Code>
        </Text>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t('gift.copy')}
        </Button>
      </HStack>
      <Text role="status" textStyle="sm" color="fg.muted" minH="5">
        {copied ? t('gift.copied') : ''}
      </Text>
    </WidgetCard>
  );
}
