import { Status } from '@restaurant/shared/ui-demo';
import type { ChatStatus as Presence } from '../../../lib/sample-data';
import { chatsTranslations } from '../translations';

const PALETTE: Record<Presence, string> = { online: 'green', away: 'orange', busy: 'red', offline: 'gray' };

/** A contact's presence: a coloured dot and its word, so it never relies on colour alone. */
export function ChatStatus({ status }: { status: Presence }) {
  const { t } = chatsTranslations.useTranslation();
  return (
    <Status.Root size="sm" colorPalette={PALETTE[status]} color="fg.muted">
      <Status.Indicator />
      {t(`status.${status}`)}
    </Status.Root>
  );
}
