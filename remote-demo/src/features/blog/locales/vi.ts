import type { BlogTexts } from './en';

const vi: BlogTexts = {
  breadcrumb: 'Blog',
  posts: {
    featured: 'Bài viết nổi bật',
    latest: 'Bài viết mới nhất',
    category: 'Chuyên mục',
    allCategories: 'Tất cả chuyên mục',
    sort: 'Sắp xếp theo',
    sorts: { newest: 'Mới nhất', popular: 'Phổ biến nhất' },
    empty: 'Chưa có bài viết nào trong chuyên mục này.',
    loadError: 'Không thể tải bài viết',
    pagination: 'Các trang bài viết',
    previousPage: 'Trang trước',
    nextPage: 'Trang sau',
    pageLabel: 'Trang {{page}}',
  },
  categories: {
    Gadget: 'Thiết bị',
    Lifestyle: 'Phong cách sống',
    Design: 'Thiết kế',
    Social: 'Xã hội',
    Health: 'Sức khỏe',
  },
  stats: {
    views: 'Lượt xem',
    comments: 'Bình luận',
    shares: 'Lượt chia sẻ',
  },
  by: 'Bởi {{name}}',
  detail: {
    notFoundTitle: 'Không thể hiển thị bài viết này',
    backToPosts: 'Quay lại danh sách bài viết',
    loadError: 'Không thể tải bài viết',
    comments: 'Bình luận',
    noComments: 'Chưa có bình luận nào: hãy là người đầu tiên.',
    addComment: 'Thêm bình luận',
    commentLabel: 'Bình luận của bạn',
    commentPlaceholder: 'Viết bình luận…',
    postComment: 'Gửi bình luận',
    reply: 'Trả lời',
    replyTo: 'Trả lời {{name}}',
    replyLabel: 'Câu trả lời của bạn',
    postReply: 'Gửi trả lời',
    cancel: 'Hủy',
    commentRequired: 'Vui lòng nhập nội dung trước',
    sendError: 'Không thể gửi nội dung của bạn',
    repliesOf: 'Các trả lời cho {{name}}',
  },
};

export default vi;
