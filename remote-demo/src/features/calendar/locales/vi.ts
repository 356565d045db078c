import type { CalendarTexts } from './en';

const vi: CalendarTexts = {
  description: 'Chọn ngày hoặc khung giờ để thêm sự kiện, nhấn vào sự kiện để sửa, kéo để di chuyển.',
  addEvent: 'Thêm sự kiện',
  today: 'Hôm nay',
  calendarLabel: 'Lịch sự kiện',
  hints: {
    view: 'Xem theo {{view}}',
    previous: '{{unit}} trước',
    next: '{{unit}} sau',
    goTo: 'Đến {{date}}',
    more_other: 'Xem thêm {{count}} sự kiện',
    events: 'Sự kiện',
    changeView: 'Đổi chế độ xem',
  },
  dialog: {
    addTitle: 'Sự kiện mới',
    editTitle: 'Sửa sự kiện',
    title: 'Tiêu đề',
    titlePlaceholder: 'Có sự kiện gì?',
    allDay: 'Cả ngày',
    start: 'Bắt đầu',
    end: 'Kết thúc',
    lastDay: 'Ngày cuối',
    color: 'Màu',
    save: 'Lưu sự kiện',
    delete: 'Xóa sự kiện',
  },
  colors: {
    blue: 'Xanh dương',
    aqua: 'Xanh nước biển',
    purple: 'Tím',
    green: 'Xanh lá',
    cyan: 'Xanh lơ',
    orange: 'Cam',
  },
  errors: {
    required: 'Vui lòng điền thông tin này',
    invalid: 'Vui lòng nhập ngày hợp lệ',
    endBeforeStart: 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
  },
};

export default vi;
