import type { Translated } from '@restaurant/shared';

/**
 * The `staffAudit` namespace (the manager's audit log). English is the reference: the other languages must have
 * exactly these keys.
 */
const en = {
  title: 'Audit log',
  subtitle:
    'Every change made in the back office: who, when, what, and the values before and after. Kept, never edited.',
  loading: 'Loading the audit log…',
  empty: 'No changes match these filters.',
  filters: {
    legend: 'Filters',
    kind: 'Kind of record',
    allKinds: 'Everything',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    toBeforeFrom: 'The end date must not be before the start date.',
    person: 'Changes by {{name}} only',
    allPeople: 'Show everyone’s changes',
  },
  total: 'Changes found: {{count}}',
  tableCaption: 'Changes, newest first',
  columns: { when: 'When', who: 'Who', what: 'What', changes: 'Changes' },
  nobody: 'A deleted account',
  onlyBy: 'Only changes by {{name}}',
  what: '{{kind}} {{id}}: {{verb}}',
  change: '{{field}}: {{before}} → {{after}}',
  blank: '(empty)',
  noChange: 'No field changed',
  kinds: {
    category: 'Category',
    food: 'Dish',
    combo: 'Combo',
    voucher: 'Voucher',
    photo: 'Photo',
    settings: 'Opening hours and rules',
    closure: 'Closure',
    floor: 'Floor',
    table: 'Table',
    review: 'Review',
  },
  verbs: {
    create: 'created',
    update: 'changed',
    expire: 'ended',
    put: 'set',
    delete: 'removed',
    upload: 'uploaded',
    remove: 'removed',
    reply: 'replied to',
    removeReply: 'reply removed',
    hide: 'hidden',
    unhide: 'shown again',
  },
  pages: 'Audit log pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {{page}} of {{pages}}',
};

export default en;

/** The shape every other language must fill, key for key. */
export type AuditLogTexts = Translated<typeof en>;
