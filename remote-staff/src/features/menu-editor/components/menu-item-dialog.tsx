import { useState } from 'react';
import type { ManagedCategory, ManagedFood } from '@restaurant/shared/contracts';
import { ErrorState, LoadingState, Separator, Stack, Text } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { useManagedRecord } from '../api/get-managed-record';
import type { MenuKind, MenuRecord } from '../api/menu-kinds';
import { emptyMenuValues, menuValuesOf } from '../lib/menu-form';
import { menuEditorTranslations } from '../translations';
import { MenuItemForm } from './menu-item-form';
import { PhotoField } from './photo-field';

/** What the dialog edits: a new record of a kind, or the record of a kind with this id. */
export type MenuEditing =
  | { readonly mode: 'create'; readonly kind: MenuKind; readonly categoryId?: number }
  | { readonly mode: 'edit'; readonly kind: MenuKind; readonly id: number; readonly name: string };

interface Choices {
  readonly categories: readonly ManagedCategory[];
  readonly foods: readonly ManagedFood[];
  readonly nameOf: (record: ManagedCategory | ManagedFood) => string;
}

function EditRecord({
  kind,
  id,
  choices,
  onSaved,
  onCancel,
}: {
  kind: MenuKind;
  id: number;
  choices: Choices;
  onSaved: (record: MenuRecord) => void;
  onCancel: () => void;
}) {
  const { t } = menuEditorTranslations.useTranslation();
  const record = useManagedRecord(kind, id);
  // Bumped by Reload only: the photo's answer updates the cached record too, and must not wipe what was typed.
  const [reloads, setReloads] = useState(0);
  if (record.isError && !record.data) {
    return <ErrorState message={record.error.message} onRetry={() => void record.refetch()} />;
  }
  if (!record.data) return <LoadingState lines={4} label={t('form.loading')} />;
  return (
    <Stack gap="6">
      <MenuItemForm
        key={reloads}
        kind={kind}
        initial={menuValuesOf(kind, record.data.record)}
        editing={{ id, etag: record.data.etag }}
        {...choices}
        onSaved={onSaved}
        onCancel={onCancel}
        onReload={() => void record.refetch().then(() => setReloads((count) => count + 1))}
        reloading={record.isFetching}
      />
      <Separator />
      <PhotoField kind={kind} record={record.data.record} />
    </Stack>
  );
}

export interface MenuItemDialogProps extends Choices {
  readonly editing: MenuEditing | null;
  readonly onClose: () => void;
  /** A save went through; `created`: it was a new record (the dialog goes on with it, for its photo). */
  readonly onSaved: (kind: MenuKind, record: MenuRecord, created: boolean) => void;
}

/** The create and edit form in a dialog; closing it drops the draft. */
export function MenuItemDialog({ editing, onClose, onSaved, ...choices }: MenuItemDialogProps) {
  const { t } = menuEditorTranslations.useTranslation();
  const title =
    editing === null
      ? ''
      : editing.mode === 'edit'
        ? t(`editTitle.${editing.kind}`, { name: editing.name })
        : t(`add.${editing.kind}`);
  return (
    <Dialog.Root
      open={editing !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {editing?.mode === 'edit' ? (
                <EditRecord
                  key={`${editing.kind}:${editing.id}`}
                  kind={editing.kind}
                  id={editing.id}
                  choices={choices}
                  onSaved={(record) => onSaved(editing.kind, record, false)}
                  onCancel={onClose}
                />
              ) : editing?.mode === 'create' ? (
                <Stack gap="6">
                  <MenuItemForm
                    key={editing.kind}
                    kind={editing.kind}
                    initial={emptyMenuValues({ categoryId: editing.categoryId })}
                    {...choices}
                    onSaved={(record) => onSaved(editing.kind, record, true)}
                    onCancel={onClose}
                  />
                  <Text fontSize="sm" color="fg.muted">
                    {t('photo.saveFirst')}
                  </Text>
                </Stack>
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
