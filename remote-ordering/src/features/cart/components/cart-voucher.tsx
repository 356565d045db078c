import { Box } from '@restaurant/shared/ui';
import { useVoucherPreview } from '../../../lib/voucher-preview/preview-voucher';
import { VoucherField } from '../../../lib/voucher-preview/voucher-field';

export interface CartVoucherProps {
  /** The server cart's total: the preview is asked again when it changes. */
  cartTotal: number;
  code: string;
  onCodeChange: (code: string) => void;
}

/** A voucher code checked against the signed-in diner's cart before checkout: the discount, or why it does not apply. */
export function CartVoucher({ cartTotal, code, onCodeChange }: CartVoucherProps) {
  const preview = useVoucherPreview(code, cartTotal);
  return (
    <Box pt="4">
      <VoucherField
        appliedCode={code}
        preview={preview}
        onApply={(next) => {
          onCodeChange(next);
          if (next === code) void preview.refetch();
        }}
        onRemove={() => onCodeChange('')}
      />
    </Box>
  );
}
