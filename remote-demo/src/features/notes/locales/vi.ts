import type { NotesTexts } from './en';

const vi: NotesTexts = {
  search: 'Tìm ghi chú',
  list: 'Ghi chú của bạn',
  add: 'Thêm ghi chú',
  addTitle: 'Thêm một ghi chú',
  text: 'Nội dung ghi chú',
  textRequired: 'Vui lòng nhập nội dung ghi chú',
  colour: 'Màu',
  colours: { info: 'Xanh dương', error: 'Đỏ', warning: 'Cam', success: 'Xanh lá' },
  delete: 'Xóa ghi chú: {{title}}',
  deleteSelected: 'Xóa ghi chú',
  deleted: 'Đã xóa ghi chú',
  added: 'Đã thêm ghi chú',
  recoloured: 'Đã đổi màu thành {{colour}}',
  editor: 'Sửa ghi chú',
  editorHint: 'Thay đổi được lưu ngay khi bạn gõ.',
  noneSelected: 'Chọn một ghi chú để sửa.',
  created: 'Tạo ngày {{date}}',
  untitled: 'Ghi chú trống',
  closeEditor: 'Đóng trình soạn thảo',
  empty: { title: 'Chưa có ghi chú nào', description: 'Thêm ghi chú để lưu lại ý tưởng cho sau này.' },
  noMatch: { title: 'Không có ghi chú nào khớp với tìm kiếm', description: 'Hãy thử từ khóa khác.' },
  loadError: 'Không thể tải ghi chú',
};

export default vi;
