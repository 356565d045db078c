import { chakra, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import type { ChatContact } from '../../../lib/sample-data';
import { mediaOf } from '../lib/chat-transitions';
import { chatsTranslations } from '../translations';
import { FileIcon } from './chat-icons';

/** The photos and files exchanged in the selected chat. */
export function ChatMediaPanel({ contact }: { contact: ChatContact | undefined }) {
  const { t } = chatsTranslations.useTranslation();
  const { images, files } = contact ? mediaOf(contact) : { images: [], files: [] };
  return (
    <Stack gap="6" p="4" overflowY="auto">
      <Stack gap="3">
        <Heading as="h2" size="sm">
          {t('images')}
        </Heading>
        {images.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('noImages')}
          </Text>
        ) : (
          <SimpleGrid columns={3} gap="2">
            {images.map((message) => (
              <Image
                key={message.id}
                src={message.msg}
                alt={t('imageFrom', { name: contact?.name ?? '' })}
                aspectRatio="square"
                objectFit="cover"
                borderRadius="l2"
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="sm">
          {t('files')}
        </Heading>
        {files.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('noFiles')}
          </Text>
        ) : (
          <chakra.ul listStyle="none" m="0" p="0" display="grid" gap="2">
            {files.map((file, index) => (
              <HStack as="li" key={`${file.file}-${index}`} gap="3" p="2" borderWidth="1px" borderRadius="l2">
                <FileIcon color="colorPalette.fg" boxSize="5" />
                <Stack gap="0" minW="0">
                  <Text textStyle="sm" truncate>
                    {file.file}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {file.fileSize}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </chakra.ul>
        )}
      </Stack>
    </Stack>
  );
}
