import { contactsQueryOptions, useUpdateSampleData, type Contact } from '../../../lib/sample-data';
import { addContact, editContact, toggleDeleted, toggleStar, type ContactDraft } from '../lib/contact-transitions';

/** The contacts' session transitions (spec section 4), applied to the cached list every page of the session reads. */
export function useContactActions() {
  const update = useUpdateSampleData();
  const apply = (transition: (contacts: Contact[]) => Contact[]) =>
    update<Contact[]>(contactsQueryOptions(), transition);
  return {
    add: (draft: ContactDraft) => apply((contacts) => addContact(contacts, draft)),
    edit: (id: number, draft: ContactDraft) => apply((contacts) => editContact(contacts, id, draft)),
    toggleStar: (id: number) => apply((contacts) => toggleStar(contacts, id)),
    toggleDeleted: (id: number) => apply((contacts) => toggleDeleted(contacts, id)),
  };
}
