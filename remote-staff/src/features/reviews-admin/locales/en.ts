import type { Translated } from '@restaurant/shared';

/**
 * The `staffReviews` namespace (the manager's reviews). English is the reference: the other languages must have
 * exactly these keys.
 */
const en = {
  title: 'Reviews',
  subtitle: 'Answer diners’ reviews and hide the ones that break the rules. A hidden review is kept, never deleted.',
  loading: 'Loading the reviews…',
  empty: 'No reviews here.',
  filter: 'Show',
  filters: {
    all: 'All reviews',
    unanswered: 'Not answered yet',
    hidden: 'Hidden',
    shown: 'Shown to diners',
  },
  count_one: '{{count}} review',
  count_other: '{{count}} reviews',
  listLabel: 'Reviews, newest first',
  pages: 'Review pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {{page}} of {{pages}}',
  stars: '{{value}} out of 5 stars',
  hiddenBadge: 'Hidden',
  hiddenBy: 'Hidden by {{name}} on {{date}}: {{reason}}',
  hiddenByUnknown: 'Hidden on {{date}}: {{reason}}',
  replyHeading: 'Reply from the restaurant',
  repliedBy: '{{name}}, {{date}}',
  reply: {
    write: 'Reply',
    writeLabel: 'Reply to {{name}}',
    edit: 'Edit reply',
    editLabel: 'Edit the reply to {{name}}',
    text: 'Your reply',
    hint: 'Shown under the review on the reviews page, marked as the restaurant’s reply.',
    language: 'Language of the reply',
    send: 'Publish reply',
    sending: 'Publishing…',
    cancel: 'Cancel',
    saved: 'Reply to {{name}} published.',
    remove: 'Remove reply',
    removeLabel: 'Remove the reply to {{name}}',
    removeTitle: 'Remove this reply?',
    removeBody: 'Diners will no longer see the restaurant’s reply to {{name}}.',
    keep: 'Keep it',
    removing: 'Removing…',
    removed: 'Reply to {{name}} removed.',
  },
  hide: {
    trigger: 'Hide',
    triggerLabel: 'Hide the review of {{name}}',
    reason: 'Why is it hidden?',
    hint: 'Kept with the review; its author still sees it, marked hidden.',
    confirm: 'Hide review',
    pending: 'Hiding…',
    cancel: 'Cancel',
    done: 'Review of {{name}} hidden.',
    show: 'Show again',
    showLabel: 'Show the review of {{name}} again',
    shown: 'Review of {{name}} shown again.',
  },
  languages: {
    vi: 'Vietnamese',
    en: 'English',
    fr: 'French',
    ar: 'Arabic',
    ch: 'Chinese',
  },
  conflict: 'Someone else changed this review; reload to see their changes.',
  reload: 'Reload',
  errors: {
    required: 'Fill this in.',
    tooLong: 'At most {{max}} characters.',
    invalid: 'Remove the invisible control or text-direction characters.',
  },
};

export default en;

/** The shape every other language must fill, key for key. */
export type ReviewsAdminTexts = Translated<typeof en>;
