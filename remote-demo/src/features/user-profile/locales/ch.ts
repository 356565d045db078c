import type { UserProfileTexts } from './en';

const ch: UserProfileTexts = {
  banner: {
    cover: '{{name}} 的封面',
    avatar: '{{name}} 的照片',
    counts: '个人资料统计',
    posts: '帖子',
    followers: '粉丝',
    following: '关注',
  },
  tabs: { label: '个人资料栏目', profile: '个人资料', followers: '粉丝', friends: '好友', gallery: '相册' },
  intro: {
    title: '简介',
    company: '就职于',
    email: '电子邮件',
    website: '网站',
    location: '居住在',
  },
  photos: { title: '照片' },
  share: {
    label: '分享你的想法',
    placeholder: '你在想什么？',
    submit: '发布',
    required: '请先写点内容',
  },
  post: {
    like: '赞',
    liked: '已赞',
    commentCount: '评论',
    comments: '{{name}} 的帖子的评论',
    addComment: '写评论',
    send: '发送',
    reply: '回复',
    replyTo: '回复 {{name}}',
    replies: '对 {{name}} 的回复',
    likeComment: '赞 {{name}} 的评论',
    image: '{{name}} 的帖子中的第 {{position}} 张图片',
    video: '视频',
    videoNote: '视频“{{id}}”：本演示不播放视频。',
    failed: '无法保存',
    postsLabel: '帖子',
  },
  people: {
    following: '已关注',
    follow: '关注',
    empty: '这里还没有人。',
    search: '搜索用户',
  },
  gallery: { empty: '还没有照片。' },
  loadError: '无法加载个人资料的这一部分',
};

export default ch;
