import { Badge, chakra, HStack, IconButton, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import type { Email } from '../../../lib/sample-data';
import type { EmailActions } from '../hooks/use-email-actions';
import { LABEL_PALETTE } from '../lib/email-labels';
import { emailTranslations } from '../translations';
import { ImportantIcon, PaperclipIcon, StarIcon } from './email-icons';

export interface EmailListItemProps {
  email: Email;
  actions: EmailActions;
  onOpen: (email: Email) => void;
}

/** One mail of the list: its checkbox, star and important toggles, and a button that opens it. */
export function EmailListItem({ email, actions, onOpen }: EmailListItemProps) {
  const { t } = emailTranslations.useTranslation();
  const date = useDateFormat({ dateStyle: 'medium' });

  return (
    <HStack
      as="li"
      gap="1"
      px="2"
      py="1"
      borderBottomWidth="1px"
      bg={email.checked ? 'colorPalette.subtle' : email.unread ? 'bg.panel' : 'bg.subtle'}
      data-testid="email-row"
    >
      <Checkbox.Root checked={email.checked} onCheckedChange={() => actions.toggleChecked(email.id)} px="2">
        <Checkbox.HiddenInput aria-label={t('select', { subject: email.subject })} />
        <Checkbox.Control />
      </Checkbox.Root>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('starOne', { subject: email.subject })}
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
        aria-label={t('importantOne', { subject: email.subject })}
        aria-pressed={email.important}
        color={email.important ? 'orange.fg' : 'fg.muted'}
        css={{ '& svg': { fill: email.important ? 'currentColor' : 'none' } }}
        hideBelow="sm"
        onClick={() => actions.toggleImportant(email.id)}
      >
        <ImportantIcon _rtl={{ transform: 'scaleX(-1)' }} />
      </IconButton>
      <chakra.button
        type="button"
        flex="1"
        minW="0"
        textAlign="start"
        py="2"
        px="2"
        borderRadius="l2"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        focusVisibleRing="outside"
        onClick={() => onOpen(email)}
      >
        <HStack gap="3" align="flex-start">
          <Avatar.Root size="sm" hideBelow="md">
            <Avatar.Image src={email.thumbnail} alt="" />
            <Avatar.Fallback name={email.from} />
          </Avatar.Root>
          <Stack gap="0.5" flex="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight={email.unread ? 'bold' : 'medium'} truncate>
                {email.unread ? <chakra.span srOnly>{t('unread')}: </chakra.span> : null}
                {email.from}
              </Text>
              <HStack gap="2" flexShrink={0}>
                {email.attachment ? (
                  <PaperclipIcon
                    boxSize="4"
                    color="fg.muted"
                    aria-label={t('hasAttachment')}
                    aria-hidden={false}
                    role="img"
                  />
                ) : null}
                <Text as="span" textStyle="xs" color="fg.muted">
                  {date(email.time)}
                </Text>
              </HStack>
            </HStack>
            <Text textStyle="sm" fontWeight={email.unread ? 'semibold' : 'normal'} truncate dir="auto">
              {email.subject}
            </Text>
            <HStack gap="2" minW="0">
              <Badge size="sm" colorPalette={LABEL_PALETTE[email.label]} flexShrink={0}>
                {t(`views.${email.label}`)}
              </Badge>
              <Text textStyle="xs" color="fg.muted" truncate dir="auto">
                {email.emailExcerpt}
              </Text>
            </HStack>
          </Stack>
        </HStack>
      </chakra.button>
    </HStack>
  );
}
