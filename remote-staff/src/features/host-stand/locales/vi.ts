import type { HostStandTexts } from './en';

const vi: HostStandTexts = {
  title: 'Đặt bàn hôm nay',
  subtitle:
    'Các lượt đặt bàn trong ngày theo giờ: xếp bàn khi khách đến, trả bàn khi khách về, ghi nhận khách không đến.',
  day: {
    label: 'Ngày và tìm kiếm',
    date: 'Ngày',
    today: 'Hôm nay',
    search: 'Tìm kiếm',
    searchHint: 'Mã đặt bàn hoặc tên khách',
    otherDay:
      'Chỉ ghi nhận được lượt đặt bàn vào đúng ngày của nó: hãy mở ngày hôm nay để xếp bàn hoặc ghi nhận khách không đến.',
  },
  list: {
    label: 'Lượt đặt bàn',
    loading: 'Đang tải các lượt đặt bàn trong ngày…',
    count_other: '{{count}} lượt đặt bàn ngày {{date}}',
    empty: 'Không có lượt đặt bàn nào ngày {{date}}.',
    noMatch: 'Không có lượt đặt bàn nào ngày {{date}} khớp với “{{q}}”.',
  },
  booking: {
    time: '{{start}}–{{end}}',
    walkInGuest: 'Khách vãng lai',
    code: 'Mã',
    party: 'Số khách',
    guests_other: '{{count}} khách',
    tables: 'Bàn',
    tablesOn: '{{tables}} ({{floor}})',
    contact: 'Liên hệ',
    occasion: 'Dịp',
    note: 'Ghi chú',
    markedBy: 'Người ghi nhận',
    walkIn: 'Vãng lai',
  },
  statuses: {
    CONFIRMED: 'Đã đặt',
    SEATED: 'Đã vào bàn',
    COMPLETED: 'Đã hoàn tất',
    NO_SHOW: 'Không đến',
    CANCELLED: 'Đã hủy',
  },
  occasions: {
    birthday: 'Sinh nhật',
    anniversary: 'Kỷ niệm',
    business: 'Tiếp khách công việc',
    date: 'Hẹn hò',
    family: 'Gia đình',
    other: 'Khác',
  },
  marks: {
    actions: 'Thao tác cho {{code}}',
    seated: 'Xếp vào bàn',
    seatedOf: 'Xếp vào bàn: {{code}}, {{name}}',
    completed: 'Khách đã về',
    completedOf: 'Khách đã về: {{code}}, {{name}}',
    noShow: 'Ghi nhận không đến',
    noShowTitle: 'Ghi nhận khách không đến?',
    noShowBody:
      'Lượt đặt bàn {{code}} ({{name}}, {{time}}) sẽ được ghi là khách không đến và bàn được trả lại cho khách vãng lai. Không thể hoàn tác.',
    noShowConfirm: 'Đồng ý, ghi nhận không đến',
    keep: 'Giữ lượt đặt bàn',
    saving: 'Đang lưu…',
    done: {
      seated: '{{code}} đã vào bàn.',
      completed: '{{code}} đã hoàn tất: bàn đã trống.',
      'no-show': '{{code}} được ghi là không đến: bàn đã trống.',
    },
  },
  walkIn: {
    title: 'Xếp bàn cho khách vãng lai',
    hint: 'Khách không đặt trước, xếp vào bàn trống từ bây giờ.',
    partySize: 'Số khách',
    table: 'Bàn',
    chooseTable: 'Chọn bàn',
    tableOption_other: '{{code}} · {{count}} chỗ',
    name: 'Tên (không bắt buộc)',
    submit: 'Xếp bàn',
    saving: 'Đang xếp bàn…',
    seated: 'Khách vãng lai {{code}} đã vào bàn {{tables}}.',
    tablesLoading: 'Đang tải danh sách bàn…',
    errors: {
      partySizeRequired: 'Vui lòng nhập số khách.',
      partySizeInvalid: 'Nhập số khách là số nguyên, từ {{min}} đến {{max}}.',
      tableRequired: 'Vui lòng chọn bàn.',
      tableTooSmall_other: 'Bàn này chỉ có {{count}} chỗ: vui lòng chọn bàn lớn hơn.',
      nameInvalid: 'Tối đa {{max}} ký tự, trên một dòng.',
    },
  },
};

export default vi;
