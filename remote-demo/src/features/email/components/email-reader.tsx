import { useMemo } from 'react';
import { Badge, Box, Button, Heading, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import type { Email } from '../../../lib/sample-data';
import type { EmailActions } from '../hooks/use-email-actions';
import { LABEL_PALETTE } from '../lib/email-labels';
import { sanitizeEmailHtml } from '../lib/sanitize';
import { emailTranslations } from '../translations';
import { BackIcon, ForwardIcon, ImportantIcon, ReplyIcon, RestoreIcon, StarIcon, TrashIcon } from './email-icons';

export interface EmailReaderProps {
  email: Email;
  actions: EmailActions;
  onBack: () => void;
  onReply: (email: Email) => void;
  onForward: (email: Email) => void;
}

/** The open mail: its actions, sender, sanitized content and attachments. */
export function EmailReader({ email, actions, onBack, onReply, onForward }: EmailReaderProps) {
  const { t } = emailTranslations.useTranslation();
  const date = useDateFormat({ dateStyle: 'full', timeStyle: 'short' });
  const html = useMemo(() => sanitizeEmailHtml(email.emailContent), [email.emailContent]);

  return (
    <Stack as="article" aria-labelledby="email-subject" gap="0">
      <HStack gap="1" p="3" borderBottomWidth="1px" wrap="wrap">
        <IconButton variant="ghost" size="sm" aria-label={t('back')} onClick={onBack}>
          <BackIcon _rtl={{ transform: 'scaleX(-1)' }} />
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('star')}
          aria-pressed={email.starred}
          color={email.starred ? 'yellow.fg' : 'fg.muted'}
          css={{ '& svg': { fill: email.starred ? 'currentColor' : 'none' } }}
          onClick={() => actions.toggleStar(email.id)}
        >
          <StarIcon />
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('markImportant')}
          aria-pressed={email.important}
          color={email.important ? 'orange.fg' : 'fg.muted'}
          css={{ '& svg': { fill: email.important ? 'currentColor' : 'none' } }}
          onClick={() => actions.toggleImportant(email.id)}
        >
          <ImportantIcon _rtl={{ transform: 'scaleX(-1)' }} />
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={email.trash ? t('restore') : t('delete')}
          onClick={() => {
            actions.toggleTrash([email.id]);
            onBack();
          }}
        >
          {email.trash ? <RestoreIcon /> : <TrashIcon />}
        </IconButton>
      </HStack>
      <Stack gap="5" p={{ base: '4', md: '6' }}>
        <Stack gap="2">
          <Heading id="email-subject" as="h2" size="xl" dir="auto">
            {email.subject}
          </Heading>
          <Badge alignSelf="flex-start" colorPalette={LABEL_PALETTE[email.label]}>
            {t(`views.${email.label}`)}
          </Badge>
        </Stack>
        <HStack gap="3" align="flex-start">
          <Avatar.Root size="md">
            <Avatar.Image src={email.thumbnail} alt="" />
            <Avatar.Fallback name={email.from} />
          </Avatar.Root>
          <Box flex="1" minW="0">
            <Text fontWeight="semibold">
              <Text as="span" srOnly>
                {t('from')}:{' '}
              </Text>
              {email.from}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {t('to')}: {email.To}
            </Text>
          </Box>
          <Text textStyle="sm" color="fg.muted" flexShrink={0} hideBelow="sm">
            {date(email.time)}
          </Text>
        </HStack>
        <Box
          lineHeight="tall"
          dir="auto"
          css={{ '& p': { marginBottom: '3' }, '& a': { color: 'colorPalette.fg', textDecoration: 'underline' } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {email.attchments.length > 0 ? (
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t('attachments')}
            </Heading>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {email.attchments.map((file) => (
                <Stack key={file.id} gap="1" p="2" borderWidth="1px" borderRadius="l2">
                  <Image src={file.image} alt={file.title} aspectRatio="4/3" objectFit="cover" borderRadius="l1" />
                  <Text textStyle="sm" truncate>
                    {file.title}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {file.fileSize}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        <HStack gap="3">
          <Button variant="outline" onClick={() => onReply(email)}>
            <ReplyIcon _rtl={{ transform: 'scaleX(-1)' }} />
            {t('reply')}
          </Button>
          <Button variant="outline" onClick={() => onForward(email)}>
            <ForwardIcon _rtl={{ transform: 'scaleX(-1)' }} />
            {t('forward')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
