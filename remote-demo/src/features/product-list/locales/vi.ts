import type { ProductListTexts } from './en';

const vi: ProductListTexts = {
  caption: 'Sản phẩm mẫu',
  search: { label: 'Tìm sản phẩm', placeholder: 'Tên hoặc danh mục' },
  selectedCount: 'Đã chọn: {{count}}',
  deleteSelected: 'Xóa mục đã chọn',
  columns: { title: 'Sản phẩm', category: 'Danh mục', created: 'Ngày', stock: 'Trạng thái', price: 'Giá' },
  selectAll: 'Chọn tất cả sản phẩm',
  selectRow: 'Chọn {{title}}',
  stock: { in: 'Còn hàng', out: 'Hết hàng' },
  rowsPerPage: 'Số dòng mỗi trang',
  dense: 'Dòng thu gọn',
  range: '{{from}}–{{to}} trên {{total}}',
  pagination: {
    label: 'Các trang sản phẩm',
    previous: 'Trang trước',
    next: 'Trang sau',
    page: 'Trang {{page}}/{{total}}',
  },
  dialog: {
    title: 'Xóa các sản phẩm đã chọn?',
    description: 'Số sản phẩm sẽ xóa: {{count}}. Chúng sẽ bị gỡ khỏi danh sách trong suốt phiên này.',
    cancel: 'Hủy',
    confirm: 'Xóa',
  },
  deleted: 'Đã xóa sản phẩm: {{count}}',
  empty: { title: 'Không tìm thấy sản phẩm', description: 'Hãy thử tìm kiếm khác.' },
  error: 'Không thể tải sản phẩm',
  categories: { books: 'Sách', fashion: 'Thời trang', electronics: 'Điện tử', toys: 'Đồ chơi' },
};

export default vi;
