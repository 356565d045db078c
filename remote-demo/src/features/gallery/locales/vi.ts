import type { GalleryTexts } from './en';

const vi: GalleryTexts = {
  description: 'Ảnh của đội ngũ và nhà hàng. Mở một ảnh để xem lớn hơn.',
  search: 'Tìm ảnh',
  searchPlaceholder: 'Tên ảnh',
  total: '{{count}} ảnh',
  open: 'Mở {{name}}',
  viewer: {
    position: 'Ảnh {{current}}/{{total}}',
    previous: 'Ảnh trước',
    next: 'Ảnh sau',
    hint: 'Dùng phím mũi tên để chuyển ảnh, Escape để đóng.',
  },
  noResults: 'Không có ảnh nào khớp với “{{query}}”.',
  loadError: 'Không thể tải thư viện ảnh',
};

export default vi;
