import type { OrdersBoardTexts } from './en';

const vi: OrdersBoardTexts = {
  title: 'Bảng đơn hàng',
  description: 'Tất cả đơn đang xử lý, đơn cũ nhất ở đầu mỗi cột. Đơn mới hiện ngay khi khách đặt.',
  loading: 'Đang tải đơn hàng…',
  columns: { PLACED: 'Đơn mới', PREPARING: 'Đang làm', READY: 'Đã xong' },
  count_zero: 'không có đơn',
  count_other: '{{count}} đơn',
  empty: {
    PLACED: 'Chưa có đơn mới.',
    PREPARING: 'Bếp chưa làm đơn nào.',
    READY: 'Không có đơn nào chờ giao.',
  },
  card: {
    age_zero: 'Vừa đặt',
    age_other: 'Đặt {{count}} phút trước',
    pickup: 'Khách lấy lúc {{time}}',
    dineIn: 'Ăn tại bàn {{tables}}, đặt bàn {{code}} lúc {{time}}',
    guests_other: '{{count}} khách',
    lines: 'Món',
    line: '{{quantity}} × {{name}}',
    note: 'Ghi chú:',
    new: 'Mới',
    advancedBy: 'Chuyển bước gần nhất: {{name}}',
  },
  advance: { PLACED: 'Bắt đầu làm', PREPARING: 'Báo đã xong', READY: 'Giao cho khách' },
  advanceLabel: '{{action}}: đơn {{code}}',
  advanceFailed: 'Không chuyển được đơn sang bước tiếp theo: {{message}}',
  advanceMovedOn:
    'Đơn {{code}} đã được chuyển bước từ màn hình khác: không có gì thay đổi. Bảng đang hiện đúng trạng thái của đơn.',
  advanced: {
    PREPARING: 'Đơn {{code}} đang được làm.',
    READY: 'Đơn {{code}} đã xong.',
    COMPLETED: 'Đơn {{code}} đã giao cho khách và được gỡ khỏi bảng.',
  },
  arrived_other: '{{count}} đơn mới: {{codes}}.',
  live: {
    on: 'Trực tiếp',
    off: 'Đang kết nối lại; cứ {{seconds}} giây kiểm tra đơn một lần',
  },
  more: 'Đang hiện {{shown}} đơn cũ nhất trong {{total}} đơn đang xử lý.',
};

export default vi;
