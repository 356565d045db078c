import type { TicketsTexts } from './en';

const vi: TicketsTexts = {
  filters: 'Lọc phiếu hỗ trợ theo trạng thái',
  counters: { total_tickets: 'Tổng số phiếu', Pending: 'Chờ xử lý', Open: 'Đang mở', Closed: 'Đã đóng' },
  status: { Pending: 'Chờ xử lý', Open: 'Đang mở', Closed: 'Đã đóng' },
  search: 'Tìm phiếu hỗ trợ',
  table: 'Phiếu hỗ trợ',
  columns: {
    id: 'Mã',
    ticket: 'Phiếu',
    agent: 'Người phụ trách',
    status: 'Trạng thái',
    date: 'Ngày',
    actions: 'Thao tác',
  },
  delete: 'Xóa phiếu: {{title}}',
  confirmTitle: 'Xóa phiếu này?',
  confirmBody: '“{{title}}” sẽ bị gỡ trong suốt phiên này.',
  deleted: 'Đã xóa phiếu',
  showing: '{{from}}–{{to}} trên {{total}}',
  pagination: 'Các trang phiếu hỗ trợ',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  pageLabel: 'Trang {{page}}',
  empty: { title: 'Không có phiếu nào', description: 'Không có phiếu nào khớp với trạng thái và tìm kiếm này.' },
  loadError: 'Không thể tải phiếu hỗ trợ',
};

export default vi;
