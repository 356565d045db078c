import { nextId } from '../../../lib/demo-apps/next-id';
import { CONTACT_DEPARTMENTS, type Contact, type ContactDepartment } from '../../../lib/sample-data';

/**
 * The list's filters: all (the default, spec section 3), frequently contacted, starred, one department, or the
 * deleted contacts (the only place a deleted contact can be seen again, and restored).
 */
export type ContactFilter = 'show_all' | 'frequent' | 'starred' | 'deleted' | ContactDepartment;
export const DEFAULT_CONTACT_FILTER: ContactFilter = 'show_all';
export const CONTACT_VIEWS = ['show_all', 'frequent', 'starred'] as const;
export const CONTACT_FILTERS: readonly ContactFilter[] = [...CONTACT_VIEWS, ...CONTACT_DEPARTMENTS, 'deleted'];

/** What a person types in the add and edit form. */
export type ContactDraft = Pick<
  Contact,
  'firstname' | 'lastname' | 'department' | 'company' | 'phone' | 'email' | 'address' | 'notes'
>;

/** The editable part of a contact, to start the edit form from. */
export function draftOf(contact: Contact): ContactDraft {
  const { firstname, lastname, department, company, phone, email, address, notes } = contact;
  return { firstname, lastname, department, company, phone, email, address, notes };
}

export function fullName(contact: Pick<Contact, 'firstname' | 'lastname'>): string {
  return `${contact.firstname} ${contact.lastname}`.trim();
}

function inFilter(contact: Contact, filter: ContactFilter): boolean {
  if (filter === 'deleted') return contact.deleted;
  if (contact.deleted) return false;
  if (filter === 'show_all') return true;
  if (filter === 'frequent') return contact.frequentlycontacted;
  if (filter === 'starred') return contact.starred;
  return contact.department === filter;
}

/** The contacts of a filter whose name, company or e-mail contains the search (case and spaces ignored). */
export function filterContacts(contacts: readonly Contact[], filter: ContactFilter, search: string): Contact[] {
  const needle = search.trim().toLocaleLowerCase();
  return contacts.filter(
    (contact) =>
      inFilter(contact, filter) &&
      [fullName(contact), contact.company, contact.email].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}

/** How many contacts each filter holds, for the filter list. */
export function contactCounts(contacts: readonly Contact[]): Record<ContactFilter, number> {
  return Object.fromEntries(
    CONTACT_FILTERS.map((filter) => [filter, contacts.filter((contact) => inFilter(contact, filter)).length]),
  ) as Record<ContactFilter, number>;
}

/** Spec section 4: a new contact is appended, neither deleted nor starred (nor yet frequently contacted). */
export function addContact(contacts: readonly Contact[], draft: ContactDraft): Contact[] {
  const contact: Contact = {
    ...draft,
    id: nextId(contacts, (item) => item.id),
    image: '',
    frequentlycontacted: false,
    starred: false,
    deleted: false,
  };
  return [...contacts, contact];
}

export function editContact(contacts: readonly Contact[], id: number, draft: ContactDraft): Contact[] {
  return contacts.map((contact) => (contact.id === id ? { ...contact, ...draft } : contact));
}

/** Spec section 4: star toggles. */
export function toggleStar(contacts: readonly Contact[], id: number): Contact[] {
  return contacts.map((contact) => (contact.id === id ? { ...contact, starred: !contact.starred } : contact));
}

/** Spec section 4: delete toggles the deleted flag, so deleting a deleted contact restores it. */
export function toggleDeleted(contacts: readonly Contact[], id: number): Contact[] {
  return contacts.map((contact) => (contact.id === id ? { ...contact, deleted: !contact.deleted } : contact));
}
