import type { ChartsTexts } from './en';

const vi: ChartsTexts = {
  period: { label: 'Kỳ', week: 'Tuần này', month: 'Tháng này', year: 'Năm nay' },
  series: 'Chuỗi dữ liệu',
  dayN: 'Ngày {{n}}',
  weekN: 'Tuần {{n}}',
  day: 'Ngày',
  date: 'Ngày',
  month: 'Tháng',
  area: {
    sales: {
      title: 'Doanh số và chi phí',
      description: 'Hiện hoặc ẩn một chuỗi dữ liệu: vùng tô màu theo chuỗi đầu tiên được hiển thị.',
      chart: 'Doanh số và chi phí trong kỳ',
    },
    visitors: {
      title: 'Lượt khách truy cập',
      description: 'Số khách truy cập duy nhất của cửa hàng trong kỳ đã chọn.',
      chart: 'Lượt khách truy cập trong kỳ',
    },
    salesSeries: 'Doanh số',
    expensesSeries: 'Chi phí',
    visitorsSeries: 'Khách truy cập',
  },
  line: {
    revenue: { title: 'Doanh thu', description: 'Doanh thu trong kỳ đã chọn.', chart: 'Doanh thu trong kỳ' },
    traffic: {
      title: 'Nguồn truy cập',
      description: 'Lượt truy cập đến từ đâu; đánh dấu các nguồn để so sánh.',
      chart: 'Lượt truy cập theo nguồn',
    },
    revenueSeries: 'Doanh thu',
    organic: 'Tìm kiếm',
    social: 'Mạng xã hội',
    referral: 'Trang web khác',
  },
  gradient: {
    earnings: {
      title: 'Thu nhập',
      description: 'Thu nhập trong kỳ, thể hiện bằng đường chuyển màu trên nền tô nhạt.',
      chart: 'Thu nhập trong kỳ',
    },
    sessions: {
      title: 'Phiên truy cập theo thiết bị',
      description: 'Số phiên trên từng thiết bị, mỗi thiết bị một màu.',
      chart: 'Phiên truy cập theo thiết bị',
    },
    earningsSeries: 'Thu nhập',
    desktop: 'Máy tính',
    mobile: 'Điện thoại',
  },
  candlestick: {
    title: 'Giá cổ phiếu',
    description:
      'Giá mở cửa, cao nhất, thấp nhất và đóng cửa của từng phiên: xanh khi đóng cửa tăng, đỏ khi đóng cửa giảm.',
    chart: 'Giá cổ phiếu theo phiên giao dịch, {{count}} ngày',
    range: 'Khoảng thời gian',
    rangeDays: '{{count}} ngày',
    open: 'Mở cửa',
    high: 'Cao nhất',
    low: 'Thấp nhất',
    close: 'Đóng cửa',
    summary: {
      title: 'Trong khoảng thời gian',
      description: 'Số liệu của các nến đang hiển thị.',
      first: 'Giá mở cửa đầu tiên',
      last: 'Giá đóng cửa cuối cùng',
      change: 'Thay đổi',
      highest: 'Cao nhất',
      lowest: 'Thấp nhất',
    },
  },
  column: {
    quarters: {
      title: 'Doanh số theo quý',
      description: 'Các cột được nhóm, mỗi năm một cột; đánh dấu các năm để so sánh.',
      chart: 'Doanh số theo quý và năm',
    },
    weekdays: {
      title: 'Đơn hàng theo ngày trong tuần',
      description: 'Đơn ăn tại chỗ và giao tận nơi, đặt cạnh nhau hoặc xếp chồng.',
      chart: 'Đơn hàng theo ngày trong tuần',
      stacked: 'Xếp chồng các cột',
    },
    quarter: 'Quý',
    quarterN: 'Q{{n}}',
    dineIn: 'Ăn tại chỗ',
    delivery: 'Giao tận nơi',
  },
  doughnut: {
    devices: {
      title: 'Lượt truy cập theo thiết bị',
      description: 'Tỷ lệ lượt truy cập giữa các thiết bị trong kỳ đã chọn.',
      chart: 'Tỷ lệ lượt truy cập theo thiết bị',
    },
    categories: {
      title: 'Doanh số theo danh mục',
      description: 'Tỷ lệ doanh số giữa các danh mục; đánh dấu những danh mục muốn tính.',
      chart: 'Tỷ lệ doanh số theo danh mục',
    },
    visits: 'Lượt truy cập',
    sales: 'Doanh số',
    desktop: 'Máy tính',
    mobile: 'Điện thoại',
    tablet: 'Máy tính bảng',
    starters: 'Món khai vị',
    mains: 'Món chính',
    desserts: 'Tráng miệng',
    drinks: 'Đồ uống',
  },
  radial: {
    goals: {
      title: 'Mục tiêu tháng',
      description: 'Tiến độ của từng mục tiêu tháng, tính theo phần trăm.',
      chart: 'Tiến độ các mục tiêu tháng',
    },
    single: {
      title: 'Mức độ hài lòng của khách hàng',
      description: 'Kéo thanh trượt để đặt điểm hiển thị trên vòng tròn.',
      chart: 'Điểm hài lòng của khách hàng',
      slider: 'Điểm hài lòng',
    },
    progress: 'Tiến độ',
    sales: 'Doanh số',
    bookings: 'Đặt bàn',
    reviews: 'Đánh giá',
    newsletter: 'Lượt đăng ký bản tin',
  },
};

export default vi;
