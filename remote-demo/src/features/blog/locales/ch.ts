import type { BlogTexts } from './en';

const ch: BlogTexts = {
  breadcrumb: '博客',
  posts: {
    featured: '精选文章',
    latest: '最新文章',
    category: '分类',
    allCategories: '全部分类',
    sort: '排序方式',
    sorts: { newest: '最新', popular: '最热门' },
    empty: '此分类下暂无文章。',
    loadError: '无法加载文章',
    pagination: '文章分页',
    previousPage: '上一页',
    nextPage: '下一页',
    pageLabel: '第 {{page}} 页',
  },
  categories: { Gadget: '数码', Lifestyle: '生活方式', Design: '设计', Social: '社交', Health: '健康' },
  stats: {
    views: '浏览',
    comments: '评论',
    shares: '分享',
  },
  by: '作者：{{name}}',
  detail: {
    notFoundTitle: '无法显示这篇文章',
    backToPosts: '返回文章列表',
    loadError: '无法加载这篇文章',
    comments: '评论',
    noComments: '还没有评论：来发表第一条吧。',
    addComment: '发表评论',
    commentLabel: '你的评论',
    commentPlaceholder: '写下评论…',
    postComment: '发布评论',
    reply: '回复',
    replyTo: '回复 {{name}}',
    replyLabel: '你的回复',
    postReply: '发布回复',
    cancel: '取消',
    commentRequired: '请先填写你的消息',
    sendError: '无法发送你的消息',
    repliesOf: '对 {{name}} 的回复',
  },
};

export default ch;
