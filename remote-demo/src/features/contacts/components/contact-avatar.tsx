import { Avatar } from '@restaurant/shared/ui-avatar';
import type { Contact } from '../../../lib/sample-data';
import { fullName } from '../lib/contact-transitions';

/** The contact's picture, or initials for contacts added in the session (they have none). */
export function ContactAvatar({ contact, size = 'md' }: { contact: Contact; size?: 'md' | '2xl' }) {
  return (
    <Avatar.Root size={size} colorPalette="gray">
      <Avatar.Fallback name={fullName(contact)} />
      {contact.image ? <Avatar.Image src={contact.image} alt="" /> : null}
    </Avatar.Root>
  );
}
