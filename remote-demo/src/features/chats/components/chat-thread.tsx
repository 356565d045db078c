import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import type { ChatContact } from '../../../lib/sample-data';
import { groupBySender } from '../lib/chat-transitions';
import { focusElement } from '../lib/focus-element';
import { chatsTranslations } from '../translations';
import { ChatComposer } from './chat-composer';
import { ChatMessageGroup } from './chat-message-group';
import { ChatStatus } from './chat-status';

export interface ChatThreadProps {
  contact: ChatContact;
  onSend: (text: string) => void;
  /** The buttons that open the side panels as drawers on narrow screens. */
  actions: ReactNode;
  /**
   * Move the keyboard focus to the chat's name when it opens: on a phone the thread replaces the list, and the
   * contact button that had the focus is gone.
   */
  focusOnOpen?: boolean;
}

/** The selected conversation: who it is with, the messages grouped by sender, and the composer. */
export function ChatThread({ contact, onSend, actions, focusOnOpen = false }: ChatThreadProps) {
  const { t } = chatsTranslations.useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const count = contact.messages.length;

  // The newest message is last: keep it in view when the chat opens and when one is sent.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [contact.id, count]);

  return (
    <Stack gap="0" minH="0" flex="1">
      <HStack gap="3" p="3" borderBottomWidth="1px" justify="space-between">
        <HStack gap="3" minW="0">
          <Avatar.Root size="md">
            <Avatar.Image src={contact.thumb} alt="" />
            <Avatar.Fallback name={contact.name} />
          </Avatar.Root>
          <Box minW="0">
            <Heading
              as="h2"
              size="md"
              truncate
              tabIndex={focusOnOpen ? -1 : undefined}
              ref={focusOnOpen ? focusElement : undefined}
            >
              {contact.name}
            </Heading>
            <ChatStatus status={contact.status} />
          </Box>
        </HStack>
        <HStack gap="1">{actions}</HStack>
      </HStack>
      <Stack
        ref={log}
        role="log"
        aria-label={t('thread', { name: contact.name })}
        tabIndex={0}
        gap="5"
        p="4"
        flex="1"
        minH="0"
        overflowY="auto"
      >
        {count === 0 ? (
          <Text color="fg.muted" textAlign="center">
            {t('noMessages')}
          </Text>
        ) : (
          groupBySender(contact.messages).map((group) => (
            <ChatMessageGroup key={group.messages[0]?.id} group={group} contact={contact} />
          ))
        )}
      </Stack>
      <ChatComposer key={contact.id} onSend={onSend} />
    </Stack>
  );
}
