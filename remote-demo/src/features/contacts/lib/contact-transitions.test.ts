import type { Contact } from '../../../lib/sample-data';
import { EMAIL_PATTERN, PHONE_PATTERN } from './contact-rules';
import {
  addContact,
  contactCounts,
  draftOf,
  editContact,
  filterContacts,
  toggleDeleted,
  toggleStar,
  type ContactDraft,
  type ContactFilter,
} from './contact-transitions';

const contact = (id: number, firstname: string, overrides: Partial<Contact> = {}): Contact => ({
  id,
  firstname,
  lastname: 'Nguyen',
  image: '/avatar.svg',
  department: 'Sales',
  company: 'Pho Co',
  phone: '+84 912 345 678',
  email: `${firstname.toLowerCase()}@example.com`,
  address: 'Hanoi',
  notes: '',
  frequentlycontacted: false,
  starred: false,
  deleted: false,
  ...overrides,
});

const contacts: readonly Contact[] = [
  contact(10, 'An', { frequentlycontacted: true }),
  contact(20, 'Binh', { starred: true, department: 'Support' }),
  contact(30, 'Chi', { department: 'Engineering', company: 'Noodle Labs' }),
  contact(40, 'Dung', { department: 'Business Development', starred: true, frequentlycontacted: true }),
  contact(50, 'Em', { deleted: true, starred: true }),
];

const draft: ContactDraft = {
  firstname: 'Giang',
  lastname: 'Vo',
  department: 'Support',
  company: 'Banh Mi Ltd',
  phone: '+84 900 000 000',
  email: 'giang@example.com',
  address: 'Hue',
  notes: 'Met at the fair',
};

describe('contact transitions (spec section 4)', () => {
  it.each<{ filter: ContactFilter; search: string; shown: number[] }>([
    { filter: 'show_all', search: '', shown: [10, 20, 30, 40] },
    { filter: 'frequent', search: '', shown: [10, 40] },
    { filter: 'starred', search: '', shown: [20, 40] },
    { filter: 'Sales', search: '', shown: [10] },
    { filter: 'Support', search: '', shown: [20] },
    { filter: 'Engineering', search: '', shown: [30] },
    { filter: 'Business Development', search: '', shown: [40] },
    { filter: 'deleted', search: '', shown: [50] },
    { filter: 'show_all', search: 'noodle', shown: [30] },
    { filter: 'show_all', search: ' binh nguyen ', shown: [20] },
    { filter: 'show_all', search: 'em@example', shown: [] },
    { filter: 'starred', search: 'an', shown: [] },
  ])('filter $filter with search "$search" shows $shown', ({ filter, search, shown }) => {
    expect(filterContacts(contacts, filter, search).map((item) => item.id)).toEqual(shown);
  });

  it('counts each filter without the deleted contacts (except Deleted)', () => {
    expect(contactCounts(contacts)).toEqual({
      show_all: 4,
      frequent: 2,
      starred: 2,
      Sales: 1,
      Support: 1,
      Engineering: 1,
      'Business Development': 1,
      deleted: 1,
    });
  });

  it('adds a contact at the end, not starred, not deleted, not frequent, with an unused id', () => {
    const result = addContact(contacts, draft);
    expect(result.slice(0, contacts.length)).toEqual(contacts);
    expect(result.at(-1)).toEqual({
      ...draft,
      id: 51,
      image: '',
      starred: false,
      deleted: false,
      frequentlycontacted: false,
    });
  });

  it.each([10, 30])('edits contact %i with the form values and keeps its flags', (id) => {
    const before = contacts.find((item) => item.id === id);
    const edited = editContact(contacts, id, draft).find((item) => item.id === id);
    expect(edited).toEqual({ ...before, ...draft });
    expect(draftOf(edited ?? contacts[0]!)).toEqual(draft);
  });

  it.each([
    { id: 10, starred: true },
    { id: 20, starred: false },
  ])('star on contact $id toggles it to $starred, twice back', ({ id, starred }) => {
    const once = toggleStar(contacts, id);
    expect(once.find((item) => item.id === id)?.starred).toBe(starred);
    expect(toggleStar(once, id)).toEqual(contacts);
  });

  it.each([
    { id: 10, deleted: true, inAll: false },
    { id: 50, deleted: false, inAll: true },
  ])('delete on contact $id toggles deleted to $deleted', ({ id, deleted, inAll }) => {
    const result = toggleDeleted(contacts, id);
    expect(result.find((item) => item.id === id)?.deleted).toBe(deleted);
    expect(filterContacts(result, 'show_all', '').some((item) => item.id === id)).toBe(inAll);
    expect(filterContacts(result, 'deleted', '').some((item) => item.id === id)).toBe(!inAll);
  });
});

describe('contact form rules', () => {
  it.each([
    ['name@example.com', true],
    ['first.last@sub.example.vn', true],
    ['name@example', false],
    ['name example.com', false],
    ['@example.com', false],
  ])('e-mail "%s" valid: %s', (email, valid) => {
    expect(EMAIL_PATTERN.test(email)).toBe(valid);
  });

  it.each([
    ['+84 912 345 678', true],
    ['(028) 3822-1234', true],
    ['12345', false],
    ['call me', false],
    ['+84 912 345 678 999 000 111', false],
  ])('phone "%s" valid: %s', (phone, valid) => {
    expect(PHONE_PATTERN.test(phone)).toBe(valid);
  });
});
