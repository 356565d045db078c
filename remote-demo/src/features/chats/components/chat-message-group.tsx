import { Box, chakra, HStack, Image, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import type { ChatContact } from '../../../lib/sample-data';
import { MY_SENDER_ID, type MessageGroup } from '../lib/chat-transitions';
import { chatsTranslations } from '../translations';
import { FileIcon } from './chat-icons';

/** Consecutive messages of one sender under one name: mine on the end side, the contact's on the start side. */
export function ChatMessageGroup({ group, contact }: { group: MessageGroup; contact: ChatContact }) {
  const { t } = chatsTranslations.useTranslation();
  const time = useDateFormat({ timeStyle: 'short' });
  const mine = group.senderId === MY_SENDER_ID;
  const name = mine ? t('you') : contact.name;

  return (
    <HStack align="flex-end" gap="3" flexDirection={mine ? 'row-reverse' : 'row'} data-testid="message-group">
      {mine ? null : (
        <Avatar.Root size="sm">
          <Avatar.Image src={contact.thumb} alt="" />
          <Avatar.Fallback name={contact.name} />
        </Avatar.Root>
      )}
      <Stack gap="1" maxW={{ base: '85%', md: '70%' }} align={mine ? 'flex-end' : 'flex-start'}>
        <Text textStyle="xs" color="fg.muted" fontWeight="medium">
          {name}
        </Text>
        {group.messages.map((message) => (
          <Stack key={message.id} gap="1" align={mine ? 'flex-end' : 'flex-start'} data-testid="message">
            {message.type === 'image' ? (
              <Image src={message.msg} alt={t('imageFrom', { name })} maxW="60" borderRadius="l2" borderWidth="1px" />
            ) : (
              <Box
                px="3"
                py="2"
                borderRadius="l3"
                bg={mine ? 'colorPalette.solid' : 'bg.muted'}
                color={mine ? 'colorPalette.contrast' : 'fg'}
                whiteSpace="pre-wrap"
                dir="auto"
                overflowWrap="anywhere"
              >
                {message.msg}
              </Box>
            )}
            {message.attachments.map((attachment) => (
              <HStack
                key={attachment.file}
                gap="2"
                px="3"
                py="2"
                borderWidth="1px"
                borderRadius="l2"
                bg="bg.panel"
                aria-label={t('attachment', { file: attachment.file, size: attachment.fileSize })}
                role="group"
              >
                <FileIcon color="colorPalette.fg" boxSize="4" />
                <Text textStyle="sm" dir="auto">
                  {attachment.file}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {attachment.fileSize}
                </Text>
              </HStack>
            ))}
            <chakra.time dateTime={message.createdAt} textStyle="xs" color="fg.muted">
              {time(message.createdAt)}
            </chakra.time>
          </Stack>
        ))}
      </Stack>
    </HStack>
  );
}
