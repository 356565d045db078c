import { useMemo } from 'react';
import { DEMO_USER, emailsQueryOptions, useUpdateSampleData, type Email } from '../../../lib/sample-data';
import { composeEmail, setFlag, toggleFlag, toggleTrash, type ComposedEmail } from '../lib/email-transitions';

/** The mailbox's transitions (spec section 4) applied to the session's cached e-mail list. */
export function useEmailActions() {
  const update = useUpdateSampleData();
  return useMemo(() => {
    const apply = (transition: (emails: Email[]) => Email[]) => update<Email[]>(emailsQueryOptions(), transition);
    return {
      toggleStar: (id: number) => apply((emails) => toggleFlag(emails, id, 'starred')),
      toggleImportant: (id: number) => apply((emails) => toggleFlag(emails, id, 'important')),
      toggleChecked: (id: number) => apply((emails) => toggleFlag(emails, id, 'checked')),
      setChecked: (ids: readonly number[], checked: boolean) =>
        apply((emails) => setFlag(emails, ids, 'checked', checked)),
      markRead: (ids: readonly number[]) => apply((emails) => setFlag(emails, ids, 'unread', false)),
      star: (ids: readonly number[], starred: boolean) => apply((emails) => setFlag(emails, ids, 'starred', starred)),
      toggleTrash: (ids: readonly number[]) => apply((emails) => toggleTrash(emails, ids)),
      send: (mail: ComposedEmail) =>
        apply((emails) => composeEmail(emails, mail, { name: DEMO_USER.name, avatar: DEMO_USER.avatar })),
    };
  }, [update]);
}

export type EmailActions = ReturnType<typeof useEmailActions>;
