import type { Translated } from '@restaurant/shared';
const en = {
  breadcrumb: 'Blog',
  posts: {
    featured: 'Featured posts',
    latest: 'Latest posts',
    category: 'Category',
    allCategories: 'All categories',
    sort: 'Sort by',
    sorts: { newest: 'Newest', popular: 'Most popular' },
    empty: 'No posts in this category yet.',
    loadError: 'The posts could not be loaded',
    pagination: 'Posts pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageLabel: 'Page {{page}}',
  },
  categories: { Gadget: 'Gadget', Lifestyle: 'Lifestyle', Design: 'Design', Social: 'Social', Health: 'Health' },
  stats: {
    views: 'Views',
    comments: 'Comments',
    shares: 'Shares',
  },
  by: 'By {{name}}',
  detail: {
    notFoundTitle: 'This post could not be shown',
    backToPosts: 'Back to the posts',
    loadError: 'The post could not be loaded',
    comments: 'Comments',
    noComments: 'No comments yet: be the first.',
    addComment: 'Add a comment',
    commentLabel: 'Your comment',
    commentPlaceholder: 'Write a comment…',
    postComment: 'Post comment',
    reply: 'Reply',
    replyTo: 'Reply to {{name}}',
    replyLabel: 'Your reply',
    postReply: 'Post reply',
    cancel: 'Cancel',
    commentRequired: 'Write your message first',
    sendError: 'Your message could not be sent',
    repliesOf: 'Replies to {{name}}',
  },
};

export type BlogTexts = Translated<typeof en>;
export default en;
