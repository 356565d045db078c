import type { Translated } from '../../i18n';
/** The `common` namespace: words every package needs. English is the reference shape for the other languages. */
const en = {
  /** The restaurant's name (a name: the same in every language), as page titles end. */
  brand: 'Bếp Nhà',
  pageTitle: '{{page}} — {{brand}}',
  loading: 'Loading…',
  retry: 'Retry',
  empty: {
    title: 'Nothing here yet',
    description: 'There is nothing to show for now.',
  },
  error: {
    title: 'Something went wrong',
    description: 'We could not load this content.',
  },
  unavailable: {
    title: 'This section is unavailable right now',
    description: 'Please try again in a moment.',
    retry: 'Retry',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Back to home',
  },
  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
  },
  actions: {
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    save: 'Save',
    submit: 'Submit',
    delete: 'Delete',
    edit: 'Edit',
    add: 'Add',
    back: 'Back',
    next: 'Next',
    previous: 'Previous',
    search: 'Search',
    viewAll: 'View all',
    seeMore: 'See more',
  },
  pagination: {
    label: 'Pagination',
    page: 'Page {{page}} of {{total}}',
  },
  search: {
    placeholder: 'Search…',
    noResults: 'No results found',
  },
  form: {
    required: 'This field is required',
    invalidEmail: 'Enter a valid email address',
  },
  a11y: {
    skipToContent: 'Skip to main content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    toggleColorMode: 'Switch between light and dark mode',
  },
  language: {
    label: 'Language',
    en: 'English',
    fr: 'Français',
    ar: 'العربية',
    ch: '中文',
    vi: 'Tiếng Việt',
  },
  managersOnly: {
    code: '403',
    title: 'Managers only',
    body: 'This page is for the restaurant’s managers. Your staff account can use the other back-office pages.',
    home: 'Back to the orders board',
  },
  staffOnly: {
    checking: 'Checking your account…',
    code: '403',
    title: 'Staff only',
    body: 'This page is for the restaurant’s staff. You are signed in with a diner’s account.',
    home: 'Back to the homepage',
  },
  yes: 'Yes',
  no: 'No',
};

export type CommonTranslations = Translated<typeof en>;
export default en;
