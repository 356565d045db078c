import type { CaslTexts } from './en';

const vi: CaslTexts = {
  intro:
    'Hãy đổi vai trò: các thao tác của từng mục tuân theo quyền của vai trò đó, và chính các quy tắc ấy cũng bảo vệ từng thao tác.',
  role: 'Vai trò',
  roles: { admin: 'Quản trị viên', manager: 'Quản lý', subscriber: 'Người đăng ký' },
  permissions: 'Quyền hạn',
  permissionsOf: {
    admin: 'Được sửa và xóa bài viết.',
    manager: 'Được sửa bài viết, không được xóa.',
    subscriber: 'Chỉ được đọc bài viết.',
  },
  posts: 'Bài viết',
  edit: 'Sửa',
  delete: 'Xóa',
  editPost: 'Sửa “{{title}}”',
  deletePost: 'Xóa “{{title}}”',
  title: 'Tiêu đề',
  save: 'Lưu',
  cancel: 'Hủy',
  showForbidden: 'Hiện cả các thao tác vai trò này không được dùng (để thử cơ chế bảo vệ)',
  saved: 'Đã lưu “{{title}}”.',
  deleted: 'Đã xóa “{{title}}”.',
  refused: 'Bị từ chối: {{role}} không được {{action}} bài viết.',
  actions: { edit: 'sửa', delete: 'xóa' },
  empty: 'Không còn bài viết nào.',
  restore: 'Khôi phục bài viết',
};

export default vi;
