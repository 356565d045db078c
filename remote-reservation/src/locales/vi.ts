import type { ReservationMessages } from './en';

// Vietnamese has one plural form, `_other`.
const vi: ReservationMessages = {
  page: {
    title: 'Đặt bàn',
    description: 'Chọn số khách, ngày và giờ, rồi chọn bàn trên sơ đồ.',
    breadcrumb: 'Đặt bàn',
    tabs: {
      label: 'Các mục đặt bàn',
      book: 'Đặt bàn',
      mine: 'Bàn đã đặt',
    },
  },
  choice: {
    label: 'Thông tin đặt bàn',
    guests: 'Số khách',
    guestsOption_other: '{{count}} khách',
    date: 'Ngày',
    today: 'Hôm nay, {{date}}',
    tomorrow: 'Ngày mai, {{date}}',
    closedDay: '{{date}} (nghỉ)',
    time: 'Giờ',
    noTimes: 'Ngày này đã hết giờ trống',
    noTimesHint: 'Các khung giờ trong ngày này đã qua. Vui lòng chọn ngày khác.',
    duration: 'Thời lượng',
    minutes: '{{count}} phút',
    hours_other: '{{count}} giờ',
    hoursMinutes: '{{hours}} giờ {{minutes}} phút',
    openingHours: 'Mở cửa {{open}}–{{close}}; đặt bàn theo từng 15 phút.',
  },
  floors: {
    label: 'Tầng',
    loading: 'Đang tải các tầng…',
    empty: 'Chưa có tầng nào nhận đặt bàn.',
  },
  plan: {
    label: 'Sơ đồ bàn {{floor}}',
    loading: 'Đang tải sơ đồ bàn…',
    // `shown` is the text drawn on the table ("A07 4/4"): the name must contain it.
    table_other: '{{shown}} — {{count}} chỗ, {{status}}',
    status: {
      free: 'còn trống',
      taken: 'đã có người đặt',
      'too-small': 'không đủ chỗ cho nhóm của bạn',
      unknown: 'đang kiểm tra',
      soon: 'sắp có khách',
      seated: 'đang có khách',
    },
    seatsShort: '{{count}}',
    freeSeatsShort: '{{free}}/{{total}}',
    keyboardHint:
      'Mỗi bàn là một nút. Dùng phím mũi tên để di chuyển giữa các bàn, Home và End để đến bàn đầu và cuối, Enter hoặc Space để chọn hoặc bỏ chọn bàn.',
    pickHint: 'Chọn một bàn, hoặc vài bàn cạnh nhau cho nhóm đông.',
    noTables: 'Tầng này chưa có bàn.',
    updating: 'Đang cập nhật tình trạng bàn…',
    availabilityError: 'Không tải được tình trạng bàn; sơ đồ hiển thị chưa kèm thông tin này.',
    retry: 'Thử lại',
    freeSummary_other: 'Còn {{count}} bàn trống cho nhóm của bạn',
  },
  legend: {
    title: 'Chú thích',
    free: 'Còn trống',
    taken: 'Đã đặt',
    'too-small': 'Không đủ chỗ cho nhóm của bạn',
    selected: 'Bàn bạn chọn',
    freeSeats: 'chỗ trống / số chỗ',
  },
  suggestions: {
    title: 'Gợi ý chỗ ngồi',
    description: 'Những bàn phù hợp nhất cho nhóm {{count}} người, ở mọi tầng.',
    loading: 'Đang tìm bàn…',
    empty: 'Giờ này không còn bàn cho nhóm {{count}} người. Hãy thử giờ khác, ngồi ngắn hơn hoặc ngày khác.',
    tables_other: 'Bàn {{codes}}',
    seats_other: '{{count}} chỗ',
    spare_other: 'Dư {{count}} chỗ',
    exact: 'Vừa đủ chỗ',
    combined: 'Ghép bàn',
    choose: 'Chọn',
    chosen: 'Đã chọn',
    chooseLabel: 'Chọn {{tables}} ở {{floor}}',
  },
  booking: {
    selection: 'Bàn của bạn',
    nothingPicked: 'Chọn một bàn trên sơ đồ hoặc một gợi ý để tiếp tục.',
  },
  // Issue 32 point 5: the staff's live floor (/staff/floor).
  liveFloor: {
    title: 'Sơ đồ bàn trực tiếp',
    description:
      'Tình trạng mọi bàn ngay lúc này: trống, có khách đặt trong vòng một giờ, hoặc đang có khách. Cập nhật theo từng lượt đặt.',
    loading: 'Đang tải các lượt đặt hôm nay…',
    live: {
      on: 'Trực tiếp',
      off: 'Đang kết nối lại: tải lại mỗi {{seconds}} giây',
    },
    state: {
      free: 'còn trống',
      soon: 'sắp có khách lúc {{time}}, {{size}} người',
      seated: 'đang có khách, {{size}} người, đặt lúc {{time}}',
    },
    changed: '{{code}} giờ {{status}}',
    seatedShort: '{{party}}/{{seats}}',
    legend: {
      title: 'Chú thích',
      free: 'Còn trống: {{count}}',
      soon: 'Có khách trong vòng một giờ (giờ đến): {{count}}',
      seated: 'Đang có khách (số khách / số chỗ): {{count}}',
    },
  },
};

export default vi;
