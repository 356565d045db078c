import { useId } from 'react';
import { Badge, Box, Button, chakra, Heading, Stack } from '@restaurant/shared/ui';
import { EMAIL_LABELS, type Email } from '../../../lib/sample-data';
import { LABEL_PALETTE } from '../lib/email-labels';
import { EMAIL_FOLDERS, inView, type EmailView } from '../lib/email-transitions';
import { emailTranslations } from '../translations';
import { PenIcon } from './email-icons';

export interface EmailSidebarProps {
  emails: readonly Email[];
  view: EmailView;
  onView: (view: EmailView) => void;
  onCompose: () => void;
}

/** Compose, then the folders, starred and important views and the labels, each with its unread count, so labelled. */
export function EmailSidebar({ emails, view, onView, onCompose }: EmailSidebarProps) {
  const { t } = emailTranslations.useTranslation();
  // The sidebar is both a column and, on phones, a drawer: its ids must differ between the two.
  const labelsId = useId();

  const item = (key: EmailView, dot?: string) => {
    const unread = emails.filter((email) => email.unread && inView(email, key)).length;
    const current = key === view;
    return (
      <li key={key}>
        <Button
          variant={current ? 'subtle' : 'ghost'}
          w="full"
          justifyContent="space-between"
          fontWeight={current ? 'semibold' : 'normal'}
          aria-current={current ? 'true' : undefined}
          onClick={() => onView(key)}
        >
          <Box as="span" display="inline-flex" alignItems="center" gap="2">
            {dot ? <Box as="span" boxSize="2.5" borderRadius="full" bg={`${dot}.solid`} aria-hidden="true" /> : null}
            {t(`views.${key}`)}
          </Box>
          {/* It says what it counts ("3 unread"): a bare number reads as the folder's size. */}
          {unread > 0 ? (
            <Badge size="sm" variant="solid" borderRadius="full">
              {t('unreadCount', { count: unread })}
            </Badge>
          ) : null}
        </Button>
      </li>
    );
  };

  return (
    <Stack gap="5" p="4">
      <Button onClick={onCompose}>
        <PenIcon />
        {t('compose.open')}
      </Button>
      <Box as="nav" aria-label={t('folders')}>
        <chakra.ul listStyle="none" m="0" p="0" display="grid" gap="1">
          {[...EMAIL_FOLDERS, 'starred' as const, 'important' as const].map((key) => item(key))}
        </chakra.ul>
      </Box>
      <Box as="nav" aria-labelledby={labelsId}>
        <Heading id={labelsId} as="h2" size="xs" color="fg.muted" textTransform="uppercase" mb="2" px="4">
          {t('labels')}
        </Heading>
        <chakra.ul listStyle="none" m="0" p="0" display="grid" gap="1">
          {EMAIL_LABELS.map((label) => item(label, LABEL_PALETTE[label]))}
        </chakra.ul>
      </Box>
    </Stack>
  );
}
