import { useMemo, useState } from 'react';
import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { EmptyState } from '@restaurant/shared/ui-demo';
import { Input, NativeSelect } from '@restaurant/shared/ui-form';
import type { ChatContact } from '../../../lib/sample-data';
import { lastMessageOf, sortChats, unreadCount, type ChatSort, type ReadMarks } from '../lib/chat-transitions';
import { focusElement } from '../lib/focus-element';
import { useRelativeTime } from '../lib/use-relative-time';
import { chatsTranslations } from '../translations';
import { UsersIcon } from './chat-icons';
import { ChatStatus } from './chat-status';

export interface ChatContactListProps {
  contacts: readonly ChatContact[];
  marks: ReadMarks;
  selectedId: number | undefined;
  /** The contact whose button takes the focus when the list appears: on a phone, the chat just left. */
  focusedId?: number;
  onSelect: (contact: ChatContact) => void;
  onMarkAllRead: () => void;
}

/** The contacts column: search, sort, "mark all read" and each chat with its status, excerpt and unread count. */
export function ChatContactList({
  contacts,
  marks,
  selectedId,
  focusedId,
  onSelect,
  onMarkAllRead,
}: ChatContactListProps) {
  const { t } = chatsTranslations.useTranslation();
  const ago = useRelativeTime();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ChatSort>('time');
  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const found = contacts.filter((contact) => contact.name.toLocaleLowerCase().includes(needle));
    return sortChats(found, sort, marks);
  }, [contacts, marks, query, sort]);

  return (
    <Stack gap="0" minH="0" flex="1">
      <Stack gap="3" p="4" borderBottomWidth="1px">
        <Input
          type="search"
          size="sm"
          aria-label={t('search')}
          placeholder={t('search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <HStack gap="2" justify="space-between">
          <NativeSelect.Root size="sm" maxW="40">
            <NativeSelect.Field
              aria-label={t('sort.label')}
              value={sort}
              onChange={(event) => setSort(event.target.value === 'unread' ? 'unread' : 'time')}
            >
              <option value="time">{t('sort.time')}</option>
              <option value="unread">{t('sort.unread')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="ghost" onClick={onMarkAllRead}>
            {t('markAllRead')}
          </Button>
        </HStack>
      </Stack>
      {shown.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <UsersIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('noContacts')}</EmptyState.Title>
            <EmptyState.Description>{t('noContactsHint')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <chakra.ul listStyle="none" m="0" p="2" overflowY="auto" flex="1" aria-label={t('contacts')}>
          {shown.map((contact) => {
            const unread = unreadCount(contact, marks[contact.id]);
            const last = lastMessageOf(contact);
            const selected = contact.id === selectedId;
            return (
              <li key={contact.id}>
                <Button
                  variant="ghost"
                  w="full"
                  h="auto"
                  py="3"
                  px="3"
                  justifyContent="flex-start"
                  textAlign="start"
                  fontWeight="normal"
                  aria-current={selected ? 'true' : undefined}
                  ref={contact.id === focusedId ? focusElement : undefined}
                  bg={selected ? 'colorPalette.subtle' : undefined}
                  onClick={() => onSelect(contact)}
                >
                  <HStack gap="3" w="full" align="flex-start" minW="0">
                    <Avatar.Root size="md">
                      <Avatar.Image src={contact.thumb} alt="" />
                      <Avatar.Fallback name={contact.name} />
                    </Avatar.Root>
                    <Box flex="1" minW="0">
                      <HStack justify="space-between" gap="2">
                        <Text fontWeight="semibold" truncate>
                          {contact.name}
                        </Text>
                        {last ? (
                          <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0}>
                            {ago(last.createdAt)}
                          </Text>
                        ) : null}
                      </HStack>
                      <ChatStatus status={contact.status} />
                      <HStack justify="space-between" gap="2">
                        <Text textStyle="sm" color="fg.muted" truncate dir="auto">
                          {last?.type === 'image' ? t('photo') : contact.excerpt}
                        </Text>
                        {unread > 0 ? (
                          <Badge colorPalette="red" variant="solid" borderRadius="full" flexShrink={0}>
                            <span aria-hidden="true">{unread}</span>
                            <chakra.span srOnly>{t('unread', { count: unread })}</chakra.span>
                          </Badge>
                        ) : null}
                      </HStack>
                    </Box>
                  </HStack>
                </Button>
              </li>
            );
          })}
        </chakra.ul>
      )}
    </Stack>
  );
}
