import type { TablesTexts } from './en';

const vi: TablesTexts = {
  columns: {
    id: 'Đơn hàng',
    customer: 'Khách hàng',
    product: 'Sản phẩm',
    status: 'Trạng thái',
    amount: 'Số tiền',
    date: 'Ngày',
    quantity: 'Số lượng',
  },
  status: { delivered: 'Đã giao', pending: 'Chờ xử lý', shipped: 'Đang giao', cancelled: 'Đã hủy' },
  orderNumber: '#{{id}}',
  basic: {
    description:
      'Bảng rõ ràng cho mọi danh sách, theo màu thương hiệu của bạn: đơn giản, kẻ sọc, có ảnh và nhãn trạng thái.',
    simple: 'Bảng đơn giản',
    simpleCaption: 'Năm đơn hàng mới nhất',
    striped: 'Bảng kẻ sọc có viền cột',
    avatars: 'Khách hàng kèm ảnh đại diện và trạng thái',
    small: 'Bảng tương tác thu nhỏ',
  },
  enhanced: {
    description:
      'Sắp xếp theo bất kỳ cột nào, chọn nhiều dòng để xóa cùng lúc, chuyển trang đơn hàng và đổi sang chế độ xem gọn.',
    title: 'Đơn hàng',
    selectAll: 'Chọn tất cả các dòng trên trang này',
    selectRow: 'Chọn đơn hàng {{id}}',
    selected: 'Đã chọn: {{count}}',
    deleteSelected: 'Xóa mục đã chọn',
    deleted: 'Đã xóa đơn hàng: {{count}}',
    dense: 'Dòng thu gọn',
    sortBy: 'Sắp xếp theo {{column}}',
    empty: 'Không còn đơn hàng nào',
    reset: 'Khôi phục đơn hàng',
  },
  paging: {
    rowsPerPage: 'Số dòng mỗi trang',
    all: 'Tất cả',
    range: '{{from}}–{{to}} trên {{total}}',
    first: 'Trang đầu',
    previous: 'Trang trước',
    next: 'Trang sau',
    last: 'Trang cuối',
    navigation: 'Các trang của {{table}}',
  },
  pagination: {
    description: 'Duyệt qua 42 đơn hàng: trang đầu, trước, sau và cuối, với 5, 10, 25 dòng hoặc tất cả mỗi trang.',
    title: 'Đơn hàng phân trang',
  },
  fixedHeader: {
    description: 'Tiêu đề cột luôn hiển thị khi bạn cuộn xem đơn hàng.',
    title: 'Đơn hàng có tiêu đề cố định',
    region: 'Đơn hàng, có thể cuộn',
  },
  collapsible: {
    description: 'Mở từng đơn hàng để xem lịch sử mua hàng.',
    title: 'Đơn hàng kèm lịch sử',
    history: 'Lịch sử',
    historyOf: 'Lịch sử mua hàng của đơn {{id}}',
    expand: 'Xem lịch sử đơn hàng {{id}}',
    collapse: 'Ẩn lịch sử đơn hàng {{id}}',
  },
  search: {
    description: 'Các dòng được lọc ngay khi bạn gõ, theo khách hàng, sản phẩm hoặc trạng thái.',
    title: 'Tìm đơn hàng',
    label: 'Tìm đơn hàng',
    placeholder: 'Khách hàng, sản phẩm hoặc trạng thái',
    results: 'Tìm thấy đơn hàng: {{count}}',
    noResults: 'Không có đơn hàng nào khớp với “{{query}}”',
  },
};

export default vi;
