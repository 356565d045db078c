import type { Translated } from '@restaurant/shared';
const en = {
  banner: {
    cover: 'Cover of {{name}}',
    avatar: 'Photo of {{name}}',
    counts: 'Profile counts',
    posts: 'Posts',
    followers: 'Followers',
    following: 'Following',
  },
  tabs: {
    label: 'Profile sections',
    profile: 'Profile',
    followers: 'Followers',
    friends: 'Friends',
    gallery: 'Gallery',
  },
  intro: {
    title: 'Introduction',
    company: 'Works at',
    email: 'Email',
    website: 'Website',
    location: 'Lives in',
  },
  photos: { title: 'Photos' },
  share: {
    label: 'Share your thoughts',
    placeholder: "What's on your mind?",
    submit: 'Post',
    required: 'Write something first',
  },
  post: {
    like: 'Like',
    liked: 'Liked',
    commentCount: 'Comments',
    comments: 'Comments on the post by {{name}}',
    addComment: 'Write a comment',
    send: 'Send',
    reply: 'Reply',
    replyTo: 'Reply to {{name}}',
    replies: 'Replies to {{name}}',
    likeComment: 'Like the comment by {{name}}',
    image: 'Image {{position}} of the post by {{name}}',
    video: 'Video',
    videoNote: 'Video "{{id}}": videos are not played in this demo.',
    failed: 'This could not be saved',
    postsLabel: 'Posts',
  },
  people: {
    following: 'Following',
    follow: 'Follow',
    empty: 'Nobody here yet.',
    search: 'Search people',
  },
  gallery: { empty: 'No photos yet.' },
  loadError: 'This part of the profile could not be loaded',
};

export type UserProfileTexts = Translated<typeof en>;
export default en;
