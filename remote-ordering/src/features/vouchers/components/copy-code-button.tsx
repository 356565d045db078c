import { useEffect, useState } from 'react';
import { Button, HStack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

type CopyState = 'idle' | 'copied' | 'failed';
const FEEDBACK_MS = 2500;

/** The code in a monospace chip and a button that copies it; the outcome is announced to screen readers. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = orderingTranslations.useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Not available on plain http or in old browsers: say so instead of pretending it worked.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      <Text
        as="code"
        // The text's own face with even figures, not the mono one a <code> gets: that would be a third font file on
        // the homepage, which shows a voucher.
        fontFamily="body"
        fontVariantNumeric="tabular-nums"
        fontWeight="bold"
        letterSpacing="wider"
        px="3"
        py="1"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="colorPalette.solid"
        borderRadius="l2"
        bg="colorPalette.subtle"
        dir="ltr"
      >
        {code}
      </Text>
      <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={t('vouchers.copyCode', { code })}>
        {state === 'copied' ? t('vouchers.copied') : t('vouchers.copy')}
      </Button>
      <Text as="span" role="status" fontSize="sm" color={state === 'failed' ? 'fg.error' : 'fg.muted'}>
        {state === 'copied'
          ? t('vouchers.copiedAnnouncement', { code })
          : state === 'failed'
            ? t('vouchers.copyFailed')
            : ''}
      </Text>
    </HStack>
  );
}
