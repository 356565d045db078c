import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import type { ContactDraft } from '../lib/contact-transitions';
import { contactsTranslations } from '../translations';
import { ContactForm, EMPTY_DRAFT } from './contact-form';

export interface ContactFormDialogProps {
  /** Closed, adding a new contact, or editing one (its current details). */
  mode: { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; draft: ContactDraft };
  onClose: () => void;
  onSubmit: (draft: ContactDraft) => void;
}

/** The add and edit dialog; its form is mounted afresh each time it opens. */
export function ContactFormDialog({ mode, onClose, onSubmit }: ContactFormDialogProps) {
  const { t } = contactsTranslations.useTranslation();
  return (
    <Dialog.Root
      open={mode.kind !== 'closed'}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', sm: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{mode.kind === 'edit' ? t('editTitle') : t('addTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ContactForm
                initial={mode.kind === 'edit' ? mode.draft : EMPTY_DRAFT}
                onSubmit={onSubmit}
                onCancel={onClose}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
