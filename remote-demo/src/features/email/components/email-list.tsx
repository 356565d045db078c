import { Box, chakra } from '@restaurant/shared/ui';
import { EmptyState } from '@restaurant/shared/ui-demo';
import type { Email } from '../../../lib/sample-data';
import type { EmailActions } from '../hooks/use-email-actions';
import { emailTranslations } from '../translations';
import { MailOpenIcon } from './email-icons';
import { EmailListItem } from './email-list-item';

export interface EmailListProps {
  emails: readonly Email[];
  viewName: string;
  actions: EmailActions;
  onOpen: (email: Email) => void;
}

/** The mails of the current view, or an empty state. */
export function EmailList({ emails, viewName, actions, onOpen }: EmailListProps) {
  const { t } = emailTranslations.useTranslation();
  if (emails.length === 0) {
    return (
      <Box py="10">
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <MailOpenIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('empty')}</EmptyState.Title>
            <EmptyState.Description>{t('emptyHint')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </Box>
    );
  }
  return (
    <chakra.ul listStyle="none" m="0" p="0" aria-label={t('list', { view: viewName })}>
      {emails.map((email) => (
        <EmailListItem key={email.id} email={email} actions={actions} onOpen={onOpen} />
      ))}
    </chakra.ul>
  );
}
