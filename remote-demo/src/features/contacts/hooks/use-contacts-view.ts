import { useState } from 'react';
import type { Contact } from '../../../lib/sample-data';
import {
  DEFAULT_CONTACT_FILTER,
  filterContacts,
  type ContactDraft,
  type ContactFilter,
} from '../lib/contact-transitions';

type FormMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; draft: ContactDraft };

/** What the contacts page shows: the filter, the search, the selected contact, the open drawers and form. */
export function useContactsView(contacts: readonly Contact[]) {
  const [filter, setFilterState] = useState<ContactFilter>(DEFAULT_CONTACT_FILTER);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [detailOpen, setDetailOpen] = useState(false);
  const [form, setForm] = useState<FormMode>({ kind: 'closed' });

  const shown = filterContacts(contacts, filter, search);
  // The selected contact stays in view while its row is shown; otherwise the first row is the one in the panel.
  const selected = shown.find((contact) => contact.id === selectedId) ?? shown[0];

  return {
    filter,
    setFilter: (next: ContactFilter) => {
      setFilterState(next);
      setFiltersOpen(false);
    },
    search,
    setSearch,
    shown,
    selected,
    select: (id: number) => {
      setSelectedId(id);
      setDetailOpen(true);
    },
    filtersOpen,
    setFiltersOpen,
    detailOpen,
    setDetailOpen,
    form,
    openAdd: () => setForm({ kind: 'add' }),
    openEdit: (draft: ContactDraft) => setForm({ kind: 'edit', draft }),
    closeForm: () => setForm({ kind: 'closed' }),
  };
}
