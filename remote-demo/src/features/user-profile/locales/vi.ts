import type { UserProfileTexts } from './en';

const vi: UserProfileTexts = {
  banner: {
    cover: 'Ảnh bìa của {{name}}',
    avatar: 'Ảnh của {{name}}',
    counts: 'Số liệu hồ sơ',
    posts: 'Bài viết',
    followers: 'Người theo dõi',
    following: 'Đang theo dõi',
  },
  tabs: {
    label: 'Các mục hồ sơ',
    profile: 'Hồ sơ',
    followers: 'Người theo dõi',
    friends: 'Bạn bè',
    gallery: 'Thư viện ảnh',
  },
  intro: {
    title: 'Giới thiệu',
    company: 'Làm việc tại',
    email: 'Email',
    website: 'Trang web',
    location: 'Sống tại',
  },
  photos: { title: 'Ảnh' },
  share: {
    label: 'Chia sẻ suy nghĩ của bạn',
    placeholder: 'Bạn đang nghĩ gì?',
    submit: 'Đăng',
    required: 'Vui lòng nhập nội dung trước',
  },
  post: {
    like: 'Thích',
    liked: 'Đã thích',
    commentCount: 'Bình luận',
    comments: 'Bình luận về bài viết của {{name}}',
    addComment: 'Viết bình luận',
    send: 'Gửi',
    reply: 'Trả lời',
    replyTo: 'Trả lời {{name}}',
    replies: 'Các trả lời cho {{name}}',
    likeComment: 'Thích bình luận của {{name}}',
    image: 'Ảnh {{position}} trong bài viết của {{name}}',
    video: 'Video',
    videoNote: 'Video "{{id}}": bản demo này không phát video.',
    failed: 'Không thể lưu nội dung này',
    postsLabel: 'Bài viết',
  },
  people: {
    following: 'Đang theo dõi',
    follow: 'Theo dõi',
    empty: 'Chưa có ai ở đây.',
    search: 'Tìm người',
  },
  gallery: { empty: 'Chưa có ảnh nào.' },
  loadError: 'Không thể tải phần này của hồ sơ',
};

export default vi;
