import { useState } from 'react';
import { Box, ErrorState, Grid, IconButton, PageContainer, Skeleton, Text } from '@restaurant/shared/ui';
import { SidePanel } from '../../../lib/demo-apps/side-panel';
import { useEmails, type Email } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { useCompose } from '../hooks/use-compose';
import { useEmailActions } from '../hooks/use-email-actions';
import { emailsIn, type ComposedEmail, type EmailView } from '../lib/email-transitions';
import { emailTranslations } from '../translations';
import { EmailComposeDialog } from './email-compose-dialog';
import { FoldersIcon } from './email-icons';
import { EmailList } from './email-list';
import { EmailReader } from './email-reader';
import { EmailSidebar } from './email-sidebar';
import { EmailToolbar } from './email-toolbar';

/** /apps/email: folders and labels, the mail list with bulk actions, the reading pane and compose. */
export default function EmailPage() {
  const { t } = emailTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const emails = useEmails();
  const actions = useEmailActions();
  const composer = useCompose();
  const [view, setView] = useState<EmailView>('inbox');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number>();
  const [foldersOpen, setFoldersOpen] = useState(false);
  const [notice, setNotice] = useState('');

  const all = emails.data ?? [];
  const shown = emailsIn(all, view, search);
  const open = all.find((email) => email.id === openId);

  const chooseView = (next: EmailView) => {
    setView(next);
    setOpenId(undefined);
    setFoldersOpen(false);
  };
  const read = (email: Email) => {
    setOpenId(email.id);
    if (email.unread) actions.markRead([email.id]);
  };
  const send = (mail: ComposedEmail) => {
    actions.send(mail);
    composer.close();
    setNotice(t('compose.sent'));
  };

  return (
    <PageContainer
      title={tDemo('apps.pages.email')}
      description={t('description')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
    >
      <Text role="status" srOnly>
        {notice}
      </Text>
      {emails.isPending ? (
        <Skeleton h="lg" borderRadius="card" />
      ) : emails.isError ? (
        <ErrorState title={t('loadError')} message={emails.error.message} onRetry={() => void emails.refetch()} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '15rem 1fr' }} gap="4" alignItems="start">
          <SidePanel
            title={t('mailbox')}
            open={foldersOpen}
            onOpenChange={setFoldersOpen}
            closeLabel={t('close')}
            placement="start"
          >
            <Box bg={{ md: 'bg.panel' }} borderWidth={{ md: '1px' }} borderRadius="card">
              <EmailSidebar
                emails={all}
                view={view}
                onView={chooseView}
                onCompose={() => {
                  setFoldersOpen(false);
                  composer.compose();
                }}
              />
            </Box>
          </SidePanel>
          <Box
            as="section"
            aria-label={t(`views.${view}`)}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="card"
            overflow="hidden"
            minW="0"
          >
            {open ? (
              <EmailReader
                email={open}
                actions={actions}
                onBack={() => setOpenId(undefined)}
                onReply={composer.reply}
                onForward={composer.forward}
              />
            ) : (
              <>
                <Box display="flex" alignItems="center">
                  {/* Phones only, by CSS: a server render cannot know the screen (see SidePanel). */}
                  <IconButton
                    variant="ghost"
                    ms="2"
                    hideFrom="md"
                    aria-label={t('openMailbox')}
                    onClick={() => setFoldersOpen(true)}
                  >
                    <FoldersIcon />
                  </IconButton>
                  <Box flex="1" minW="0">
                    <EmailToolbar
                      shown={shown}
                      inTrash={view === 'trash'}
                      search={search}
                      onSearch={setSearch}
                      actions={actions}
                    />
                  </Box>
                </Box>
                <EmailList emails={shown} viewName={t(`views.${view}`)} actions={actions} onOpen={read} />
              </>
            )}
          </Box>
        </Grid>
      )}
      <EmailComposeDialog
        open={composer.open}
        mode={composer.mode}
        initial={composer.initial}
        onClose={composer.close}
        onSend={send}
      />
    </PageContainer>
  );
}
