import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@restaurant/shared';
import type { VoucherPreview } from '@restaurant/shared/contracts';
import { Button, HStack, Text } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { checkoutTranslations } from '../checkout-translations';
import { useFormatters } from '../use-formatters';

export interface VoucherFieldProps {
  /** The code being previewed, '' when none. */
  appliedCode: string;
  preview: UseQueryResult<VoucherPreview, ApiError>;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Codes are stored upper case; diners type them any way. */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

function PreviewMessage({ preview }: { preview: UseQueryResult<VoucherPreview, ApiError> }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  if (preview.isFetching && !preview.data) return <Text color="fg.muted">{t('checkout.checkingVoucher')}</Text>;
  if (preview.isError) return <Text color="fg.error">{preview.error.message}</Text>;
  const data = preview.data;
  if (!data) return null;
  if (data.applies) {
    return (
      <Text color="fg.success" fontWeight="medium">
        {t('checkout.voucherApplies', { code: data.voucherCode, discount: format.price(data.discount) })}
      </Text>
    );
  }
  return (
    <Text color="fg.error">
      {t(`checkout.voucherReasons.${data.reason ?? 'NOT_FOUND'}`, {
        minimum: format.price(data.minOrderValue ?? 0),
      })}
    </Text>
  );
}

/** A code, checked against the diner's cart as it is now: the discount it gives, or why it does not apply. */
export function VoucherField({ appliedCode, preview, onApply, onRemove }: VoucherFieldProps) {
  const { t } = checkoutTranslations.useTranslation();
  const [draft, setDraft] = useState(appliedCode);
  const [empty, setEmpty] = useState(false);

  const apply = () => {
    const code = normaliseCode(draft);
    setEmpty(code === '');
    if (code !== '') onApply(code);
  };

  return (
    <Field.Root invalid={empty}>
      <Field.Label>{t('checkout.voucher')}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          name="voucherCode"
          value={draft}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it must not place the order.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <Button type="button" variant="outline" onClick={apply} disabled={preview.isFetching}>
          {t('checkout.applyVoucher')}
        </Button>
        {appliedCode !== '' ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft('');
              onRemove();
            }}
          >
            {t('checkout.removeVoucher')}
          </Button>
        ) : null}
      </HStack>
      <Field.HelperText>{t('checkout.voucherHint')}</Field.HelperText>
      {empty ? <Field.ErrorText>{t('checkout.voucherRequired')}</Field.ErrorText> : null}
      <output aria-live="polite">{appliedCode !== '' ? <PreviewMessage preview={preview} /> : null}</output>
    </Field.Root>
  );
}
