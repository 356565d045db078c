import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { HStack, IconButton } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { messageSchemas, type MessageValues } from '../lib/message-schema';
import { chatsTranslations } from '../translations';
import { SendIcon } from './chat-icons';
import { EmojiPicker } from './emoji-picker';

const resolver = contractResolver<MessageValues>(messageSchemas, { trim: ['text'] });

/** The message box: text, emoji, send (Enter sends). Blank messages are not sent. */
export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = chatsTranslations.useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<MessageValues>({ resolver, defaultValues: { text: '' } });
  const blank = useWatch({ control, name: 'text' }).trim() === '';

  const submit = handleSubmit(({ text }) => {
    onSend(text.trim());
    reset();
  });

  return (
    <HStack as="form" gap="2" p="3" borderTopWidth="1px" onSubmit={(event) => void submit(event)}>
      <EmojiPicker
        onPick={(emoji) => {
          setValue('text', getValues('text') + emoji, { shouldValidate: errors.text !== undefined });
          setFocus('text');
        }}
      />
      {/* Full width like the bare input it wraps, so the bar keeps its layout; it grows only to show an error. */}
      <Field.Root invalid={errors.text !== undefined}>
        <Input
          aria-label={t('message')}
          placeholder={t('messagePlaceholder')}
          autoComplete="off"
          {...register('text')}
        />
        {errors.text ? <Field.ErrorText>{t('messageRequired')}</Field.ErrorText> : null}
      </Field.Root>
      <IconButton type="submit" aria-label={t('send')} disabled={blank}>
        <SendIcon _rtl={{ transform: 'scaleX(-1)' }} />
      </IconButton>
    </HStack>
  );
}
