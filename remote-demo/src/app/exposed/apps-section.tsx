// Exposed as `demo/AppsSection`: every /apps/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('apps', {
  'blog-posts': () => import('../../features/blog/components/blog-posts-page'),
  'blog-detail': () => import('../../features/blog/components/blog-detail-page'),
  chats: () => import('../../features/chats/components/chats-page'),
  notes: () => import('../../features/notes/components/notes-page'),
  followers: () => import('../../features/followers/components/followers-page'),
  friends: () => import('../../features/friends/components/friends-page'),
  gallery: () => import('../../features/gallery/components/gallery-page'),
});
