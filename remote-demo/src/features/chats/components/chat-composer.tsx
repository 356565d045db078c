import { useRef, useState, type FormEvent } from 'react';
import { HStack, IconButton } from '@restaurant/shared/ui';
import { Input } from '@restaurant/shared/ui-form';
import { chatsTranslations } from '../translations';
import { SendIcon } from './chat-icons';
import { EmojiPicker } from './emoji-picker';

/** The message box: text, emoji, send (Enter sends). Blank messages are not sent. */
export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = chatsTranslations.useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onSend(text.trim());
    setText('');
  };

  return (
    <HStack as="form" gap="2" p="3" borderTopWidth="1px" onSubmit={submit}>
      <EmojiPicker
        onPick={(emoji) => {
          setText((current) => current + emoji);
          input.current?.focus();
        }}
      />
      <Input
        ref={input}
        aria-label={t('message')}
        placeholder={t('messagePlaceholder')}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <IconButton type="submit" aria-label={t('send')} disabled={text.trim() === ''}>
        <SendIcon _rtl={{ transform: 'scaleX(-1)' }} />
      </IconButton>
    </HStack>
  );
}
