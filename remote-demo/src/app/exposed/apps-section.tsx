// Exposed as `demo/AppsSection`: every /apps/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('apps', {
  'blog-posts': () => import('../../features/blog/components/blog-posts-page'),
  'blog-detail': () => import('../../features/blog/components/blog-detail-page'),
  chats: () => import('../../features/chats/components/chats-page'),
  email: () => import('../../features/email/components/email-page'),
  contacts: () => import('../../features/contacts/components/contacts-page'),
  notes: () => import('../../features/notes/components/notes-page'),
  tickets: () => import('../../features/tickets/components/tickets-page'),
  followers: () => import('../../features/followers/components/followers-page'),
  friends: () => import('../../features/friends/components/friends-page'),
  gallery: () => import('../../features/gallery/components/gallery-page'),
  calendar: () => import('../../features/calendar/components/calendar-page'),
});
