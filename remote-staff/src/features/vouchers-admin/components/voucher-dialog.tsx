import type { ManagedVoucher } from '@restaurant/shared/contracts';
import { ErrorState, LoadingState } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { useManagedVoucher } from '../api/get-managed-voucher';
import { emptyVoucherValues, voucherValuesOf } from '../lib/voucher-form';
import { vouchersTranslations } from '../translations';
import { VoucherForm } from './voucher-form';

/** What the dialog edits: a new voucher, or the one with this id. */
export type VoucherEditing =
  { readonly kind: 'create' } | { readonly kind: 'edit'; readonly id: number; readonly code: string };

function EditVoucher({
  id,
  onSaved,
  onCancel,
}: {
  id: number;
  onSaved: (v: ManagedVoucher) => void;
  onCancel: () => void;
}) {
  const { t } = vouchersTranslations.useTranslation();
  const voucher = useManagedVoucher(id);
  if (voucher.isError && !voucher.data) {
    return <ErrorState message={voucher.error.message} onRetry={() => void voucher.refetch()} />;
  }
  if (!voucher.data) return <LoadingState lines={4} label={t('form.loading')} />;
  return (
    // A new version read (Reload after a conflict) starts the form over from what the server holds.
    <VoucherForm
      key={voucher.dataUpdatedAt}
      initial={voucherValuesOf(voucher.data.record)}
      editing={{ id, etag: voucher.data.etag }}
      onSaved={onSaved}
      onCancel={onCancel}
      onReload={() => void voucher.refetch()}
      reloading={voucher.isFetching}
    />
  );
}

export interface VoucherDialogProps {
  readonly editing: VoucherEditing | null;
  readonly onClose: () => void;
  readonly onSaved: (voucher: ManagedVoucher) => void;
}

/** The create and edit form in a dialog; closing it drops the draft. */
export function VoucherDialog({ editing, onClose, onSaved }: VoucherDialogProps) {
  const { t } = vouchersTranslations.useTranslation();
  const saved = (voucher: ManagedVoucher) => {
    onSaved(voucher);
    onClose();
  };
  return (
    <Dialog.Root open={editing !== null} onOpenChange={(details) => (details.open ? undefined : onClose())} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {editing?.kind === 'edit' ? t('form.editTitle', { code: editing.code }) : t('form.createTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {editing?.kind === 'edit' ? (
                <EditVoucher id={editing.id} onSaved={saved} onCancel={onClose} />
              ) : editing?.kind === 'create' ? (
                <VoucherForm initial={emptyVoucherValues()} onSaved={saved} onCancel={onClose} />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
