import type { ReportsTranslations } from './en';

const vi: ReportsTranslations = {
  title: 'Báo cáo',
  subtitle:
    'Số liệu từ các đơn đã hoàn tất, lượt đặt bàn và đánh giá của nhà hàng, theo lịch của nhà hàng (TP. Hồ Chí Minh).',
  range: {
    legend: 'Khoảng ngày của báo cáo',
    from: 'Từ ngày',
    to: 'Đến ngày',
    by: 'Gộp doanh thu và đánh giá theo',
    day: 'Ngày',
    week: 'Tuần',
    month: 'Tháng',
    apply: 'Xem',
    hint: 'Tính cả hai ngày đầu và cuối; tối đa ba năm.',
    showing: 'Đang xem từ {{from}} đến {{to}}',
    errors: {
      required: 'Vui lòng chọn ngày.',
      format: 'Vui lòng nhập một ngày hợp lệ.',
      endBeforeStart: 'Ngày kết thúc phải trùng hoặc sau ngày bắt đầu.',
      tooLong: 'Mỗi báo cáo tối đa ba năm.',
    },
  },
  loading: 'Đang tải báo cáo…',
  empty: 'Không có số liệu trong khoảng ngày này.',
  showTable: 'Xem số liệu dạng bảng',
  downloadCsv: 'Tải CSV',
  downloadCsvOf: 'Tải CSV của {{report}}',
  downloaded: 'Đã tải {{report}}.',
  period: '{{from}} – {{to}}',
  none: '—',
  revenue: {
    title: 'Doanh thu',
    description: 'Các đơn đã hoàn tất, đặt cạnh kỳ trước có cùng độ dài.',
    columns: {
      period: 'Kỳ',
      orders: 'Số đơn',
      revenue: 'Doanh thu',
      previousOrders: 'Số đơn kỳ trước',
      previousRevenue: 'Doanh thu kỳ trước',
    },
    current: 'Kỳ này',
    previousSeries: 'Kỳ trước',
    total: 'Tổng cộng',
  },
  hours: {
    title: 'Đơn hàng theo giờ trong ngày',
    description: 'Thời điểm khách đặt các đơn đã hoàn tất.',
    columns: { hour: 'Giờ', orders: 'Số đơn', revenue: 'Doanh thu' },
    series: 'Số đơn',
  },
  covers: {
    title: 'Lượt khách theo ca',
    description:
      'Các lượt đặt bàn đã xác nhận, theo ca mở cửa mà lượt đặt bắt đầu (Giờ mở cửa và quy định). Khách không đến theo ghi nhận của quầy đón khách.',
    columns: {
      service: 'Ca',
      bookings: 'Lượt đặt bàn',
      covers: 'Lượt khách',
      noShows: 'Không đến',
      noShowRate: 'Tỷ lệ không đến',
    },
    service: '{{opens}} – {{closes}}',
    outsideHours: 'Ngoài giờ mở cửa',
    coversSeries: 'Lượt khách',
    noShowSeries: 'Lượt khách không đến',
  },
  topItems: {
    title: 'Món và combo bán chạy',
    description: 'Được gọi nhiều nhất trong các đơn đã hoàn tất.',
    columns: { item: 'Món hoặc combo', kind: 'Loại', quantity: 'Số lượng', revenue: 'Doanh thu' },
    food: 'Món',
    combo: 'Combo',
    series: 'Số lượng',
  },
  vouchers: {
    title: 'Mã giảm giá',
    description: 'Các đơn đã hoàn tất có dùng mã giảm giá, và số tiền đã giảm.',
    columns: { code: 'Mã', uses: 'Lượt dùng', discount: 'Đã giảm', revenue: 'Thực thu' },
    series: 'Đã giảm',
  },
  ratings: {
    title: 'Điểm đánh giá trung bình',
    description: 'Đánh giá theo ngày khách gửi, và điểm trung bình trên thang 5.',
    columns: { period: 'Kỳ', reviews: 'Số đánh giá', average: 'Trung bình' },
    series: 'Điểm trung bình',
  },
};

export default vi;
