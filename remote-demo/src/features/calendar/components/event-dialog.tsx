import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button, chakra, HStack, Stack } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { Field, Input } from '@restaurant/shared/ui-form';
import { validateDraft, withAllDay, type EventDraft } from '../lib/calendar-events';
import { calendarTranslations } from '../translations';
import { EventColorPicker } from './event-color-picker';

export interface EventDialogProps {
  /** The draft being edited, or null when the dialog is closed. */
  draft: EventDraft | null;
  /** Editing an existing event: the dialog offers to delete it. */
  editing: boolean;
  onSave: (draft: EventDraft) => void;
  onDelete: () => void;
  onClose: () => void;
}

// The rules live in lib/calendar-events (tested there); an error's type is the rule broken.
const resolver: Resolver<EventDraft> = (values) => {
  const errors = validateDraft(values);
  const entries = Object.entries(errors).map(([field, type]) => [field, { type, message: type }]);
  return entries.length === 0 ? { values, errors: {} } : { values: {}, errors: Object.fromEntries(entries) };
};

/** Adds or edits an event: title, start and end (dates only when all day), colour; delete when editing. */
export function EventDialog({ draft, editing, onSave, onDelete, onClose }: EventDialogProps) {
  const { t } = calendarTranslations.useTranslation();
  const { register, control, handleSubmit, reset, getValues, formState } = useForm<EventDraft>({ resolver });
  const { errors } = formState;
  const allDay = useWatch({ control, name: 'allDay' });

  useEffect(() => {
    if (draft) reset(draft);
  }, [draft, reset]);

  const errorText = (type: string | undefined) => (type ? t(`errors.${type}`) : undefined);
  const inputType = allDay ? 'date' : 'datetime-local';

  return (
    <Dialog.Root open={draft !== null} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
              <Dialog.Header>
                <Dialog.Title>{editing ? t('dialog.editTitle') : t('dialog.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={errors.title !== undefined} required>
                    <Field.Label>{t('dialog.title')}</Field.Label>
                    <Input placeholder={t('dialog.titlePlaceholder')} {...register('title')} />
                    <Field.ErrorText>{errorText(errors.title?.type)}</Field.ErrorText>
                  </Field.Root>
                  <Controller
                    control={control}
                    name="allDay"
                    render={({ field }) => (
                      <Checkbox.Root
                        checked={field.value}
                        name={field.name}
                        onCheckedChange={({ checked }) => reset(withAllDay(getValues(), checked === true))}
                      >
                        <Checkbox.HiddenInput onBlur={field.onBlur} />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('dialog.allDay')}</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                    <Field.Root invalid={errors.start !== undefined} required>
                      <Field.Label>{t('dialog.start')}</Field.Label>
                      <Input type={inputType} {...register('start')} />
                      <Field.ErrorText>{errorText(errors.start?.type)}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={errors.end !== undefined} required>
                      <Field.Label>{allDay ? t('dialog.lastDay') : t('dialog.end')}</Field.Label>
                      <Input type={inputType} {...register('end')} />
                      <Field.ErrorText>{errorText(errors.end?.type)}</Field.ErrorText>
                    </Field.Root>
                  </Stack>
                  <Controller
                    control={control}
                    name="color"
                    render={({ field }) => <EventColorPicker value={field.value} onChange={field.onChange} />}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between">
                {editing ? (
                  <Button variant="outline" colorPalette="red" onClick={onDelete}>
                    {t('dialog.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <HStack gap="2">
                  <Dialog.ActionTrigger asChild>
                    <Button variant="ghost">{t('common:actions.cancel')}</Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit">{t('dialog.save')}</Button>
                </HStack>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
