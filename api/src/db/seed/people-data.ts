// Demo accounts (also listed in the README) and the restaurant's 30 published reviews.

export const demoDiners = [
  { email: 'diner@example.com', password: 'Diner#2026', fullName: 'Trần Minh Khoa', phone: '+84 912 345 678' },
  { email: 'an.nguyen@example.com', password: 'Pho#2026', fullName: 'Nguyễn Văn An', phone: '+84 903 111 222' },
] as const;

/**
 * The restaurant's demo accounts (also in the README): the kitchen's, which advances orders through the staff routes,
 * and a manager's, which also runs the menu and vouchers (`/api/manage`).
 */
export const demoStaff = [
  {
    email: 'staff@example.com',
    password: 'Staff#2026',
    fullName: 'Lê Thị Bếp',
    phone: '+84 909 000 111',
    role: 'staff',
  },
  {
    email: 'manager@example.com',
    password: 'Manager#2026',
    fullName: 'Nguyễn Thị Quản Lý',
    phone: '+84 909 000 222',
    role: 'manager',
  },
] as const;

/** Every demo account that can sign in, with its role: seeded only with SEED_DEMO_DINERS=1. */
export const demoAccounts = [...demoDiners.map((d) => ({ ...d, role: 'diner' as const })), ...demoStaff];

/** The restaurant's accounts for bank transfers (spec section 3's Bank account): two to pay into, one closed. */
export const bankAccountSeeds = [
  {
    iconBank: 'vcb',
    bankCode: 'VCB',
    accountNumber: '0071001234567',
    accountName: 'CONG TY TNHH NHA HANG SEN',
  },
  {
    iconBank: 'tcb',
    bankCode: 'TCB',
    accountNumber: '19036688990011',
    accountName: 'CONG TY TNHH NHA HANG SEN',
  },
  {
    iconBank: 'acb',
    bankCode: 'ACB',
    accountNumber: '2468013579',
    accountName: 'CONG TY TNHH NHA HANG SEN',
    status: 'INACTIVE' as const,
  },
] as const;

type ReviewSeed = { author: string; rating: 1 | 2 | 3 | 4 | 5; comment: string; daysAgo: number };

export const reviewSeeds: readonly ReviewSeed[] = [
  {
    author: 'Lê Thu Hà',
    rating: 5,
    daysAgo: 2,
    comment: 'Phở bò tái chuẩn vị Hà Nội, nước dùng trong và ngọt xương. Sẽ quay lại!',
  },
  {
    author: 'James Whitfield',
    rating: 5,
    daysAgo: 3,
    comment: 'Best bún chả I have had outside Hanoi. The grilled pork had real charcoal flavour.',
  },
  { author: 'Phạm Quốc Bảo', rating: 4, daysAgo: 4, comment: 'Cơm tấm ngon, sườn mềm. Chỉ hơi đông vào giờ trưa.' },
  {
    author: 'Sophie Martin',
    rating: 5,
    daysAgo: 5,
    comment: 'Lovely rooftop at sunset and the egg coffee is a dessert in itself.',
  },
  {
    author: 'Võ Thị Mai',
    rating: 5,
    daysAgo: 6,
    comment: 'Nhân viên thân thiện, đặt bàn online rất tiện, đến nơi có bàn ngay.',
  },
  { author: 'Hoàng Gia Huy', rating: 3, daysAgo: 7, comment: 'Bún bò Huế hơi nhạt so với mình, nhưng chả cua ngon.' },
  {
    author: 'Emily Tran',
    rating: 4,
    daysAgo: 8,
    comment: 'Fresh spring rolls were excellent; the peanut sauce is addictive.',
  },
  {
    author: 'Đặng Văn Lâm',
    rating: 5,
    daysAgo: 9,
    comment: 'Lẩu Thái hải sản đầy đặn, hải sản tươi. Phòng riêng tầng 2 rất hợp họp lớp.',
  },
  {
    author: 'Bùi Ngọc Ánh',
    rating: 4,
    daysAgo: 10,
    comment: 'Món chay đa dạng, phở chay nước dùng thanh. Giá hợp lý.',
  },
  {
    author: 'Marco Rossi',
    rating: 5,
    daysAgo: 11,
    comment: 'Bánh xèo as big as the plate, crisp edges, wrapped in mustard leaves. Fantastic.',
  },
  {
    author: 'Ngô Thanh Tâm',
    rating: 2,
    daysAgo: 12,
    comment: 'Đợi món hơi lâu (gần 30 phút) vào tối thứ Bảy. Đồ ăn thì ổn.',
  },
  {
    author: 'Trịnh Khánh Linh',
    rating: 5,
    daysAgo: 13,
    comment: 'Chả cá Lã Vọng thơm thì là, ăn kèm bún và mắm tôm đúng kiểu.',
  },
  { author: 'Aiko Tanaka', rating: 4, daysAgo: 14, comment: 'Calm ground floor at lunch, quick service, good coffee.' },
  {
    author: 'Đỗ Minh Châu',
    rating: 5,
    daysAgo: 15,
    comment: 'Combo gia đình rất đáng tiền, cá kho tộ đậm đà như mẹ nấu.',
  },
  {
    author: 'Lý Hải Đăng',
    rating: 3,
    daysAgo: 17,
    comment: 'Không gian đẹp nhưng điều hoà tầng trệt hơi yếu buổi trưa.',
  },
  {
    author: 'Olivia Brown',
    rating: 5,
    daysAgo: 18,
    comment: 'The staff explained every dish and were happy to adjust the spice.',
  },
  { author: 'Phan Thị Hồng', rating: 4, daysAgo: 20, comment: 'Bánh mì giòn, pa tê béo. Mua mang về cũng nhanh.' },
  { author: 'Dương Tuấn Kiệt', rating: 5, daysAgo: 21, comment: 'Chè ba màu mát lạnh sau nồi lẩu mắm, tuyệt vời.' },
  {
    author: 'Lukas Schneider',
    rating: 4,
    daysAgo: 23,
    comment: 'Great phở, generous herbs. Would love a bigger vegetarian starter list.',
  },
  {
    author: 'Hồ Thị Yến',
    rating: 1,
    daysAgo: 25,
    comment: 'Đặt bàn 7 giờ nhưng phải chờ 20 phút mới có chỗ. Mong nhà hàng cải thiện.',
  },
  {
    author: 'Cao Văn Phúc',
    rating: 5,
    daysAgo: 27,
    comment: 'Nem nướng Nha Trang đúng vị quê, cuốn với chuối chát và khế.',
  },
  {
    author: 'Chloé Dubois',
    rating: 5,
    daysAgo: 29,
    comment: 'Beautiful lanterns on the roof and the best iced coffee in town.',
  },
  {
    author: 'Mai Anh Tuấn',
    rating: 4,
    daysAgo: 31,
    comment: 'Cơm gà Hội An thơm nghệ, gà xé mềm. Sẽ thử lẩu lần sau.',
  },
  { author: 'Tạ Bích Ngọc', rating: 3, daysAgo: 34, comment: 'Đồ uống ngon nhưng hơi ngọt, nên hỏi khách trước.' },
  {
    author: 'Kim Min-jun',
    rating: 5,
    daysAgo: 36,
    comment: 'Bò nhúng giấm was a fun discovery: roll it yourself, lots of herbs.',
  },
  { author: 'Vũ Hoàng Nam', rating: 4, daysAgo: 40, comment: 'Giá vừa phải, phần ăn lớn. Bãi giữ xe hơi chật.' },
  {
    author: 'Thái Minh Thư',
    rating: 5,
    daysAgo: 44,
    comment: 'Tổ chức sinh nhật ở phòng riêng, nhà hàng chuẩn bị chu đáo.',
  },
  {
    author: 'Daniel Kim',
    rating: 2,
    daysAgo: 48,
    comment: 'Phở gà was fine but the broth was lukewarm when it arrived.',
  },
  {
    author: 'La Quỳnh Như',
    rating: 5,
    daysAgo: 52,
    comment: 'Cà phê trứng béo mịn, không tanh. Quán có góc cửa sổ rất chill.',
  },
  {
    author: 'Kha Đức Thịnh',
    rating: 4,
    daysAgo: 57,
    comment: 'Thực đơn song ngữ dễ hiểu, khách nước ngoài đi cùng rất thích.',
  },
];

type VoucherSeed = {
  code: string;
  name: string;
  description: string;
  discountType: 'PERCENT' | 'FIXED';
  discountValue: number;
  maxDiscount: number | null;
  minOrderValue: number;
  /** window relative to the seeding day so a fresh database always has live vouchers */
  startsInDays: number;
  endsInDays: number;
  usageLimit: number | null;
  usageCount: number;
  perUserLimit: number;
};

export const voucherSeeds: readonly VoucherSeed[] = [
  {
    code: 'CHAOBAN10',
    name: 'Chào bạn mới – giảm 10%',
    description: '10% off your first orders, up to 50.000 ₫.',
    discountType: 'PERCENT',
    discountValue: 10,
    maxDiscount: 50000,
    minOrderValue: 150000,
    startsInDays: -30,
    endsInDays: 335,
    usageLimit: null,
    usageCount: 0,
    perUserLimit: 2,
  },
  {
    code: 'PHO50K',
    name: 'Giảm 50.000 ₫ đơn từ 400.000 ₫',
    description: '50.000 ₫ off orders of 400.000 ₫ or more.',
    discountType: 'FIXED',
    discountValue: 50000,
    maxDiscount: null,
    minOrderValue: 400000,
    startsInDays: -10,
    endsInDays: 50,
    usageLimit: 500,
    usageCount: 137,
    perUserLimit: 1,
  },
  {
    code: 'LAUCUOITUAN',
    name: 'Lẩu cuối tuần – giảm 15%',
    description: '15% off hotpot orders, up to 100.000 ₫.',
    discountType: 'PERCENT',
    discountValue: 15,
    maxDiscount: 100000,
    minOrderValue: 300000,
    startsInDays: -5,
    endsInDays: 90,
    usageLimit: 200,
    usageCount: 42,
    perUserLimit: 3,
  },
  {
    code: 'SINHNHAT',
    name: 'Mừng sinh nhật – giảm 100.000 ₫',
    description: '100.000 ₫ off a birthday dinner of 800.000 ₫ or more.',
    discountType: 'FIXED',
    discountValue: 100000,
    maxDiscount: null,
    minOrderValue: 800000,
    startsInDays: -60,
    endsInDays: 305,
    usageLimit: null,
    usageCount: 18,
    perUserLimit: 1,
  },
  {
    code: 'TET2026',
    name: 'Tết sum vầy – giảm 20%',
    description: 'Lunar New Year 20% off, up to 150.000 ₫ (ended).',
    discountType: 'PERCENT',
    discountValue: 20,
    maxDiscount: 150000,
    minOrderValue: 500000,
    startsInDays: -120,
    endsInDays: -60,
    usageLimit: 300,
    usageCount: 300,
    perUserLimit: 1,
  },
  {
    code: 'HETLUOT',
    name: 'Flash sale trưa – giảm 30.000 ₫',
    description: 'Lunch flash sale: 30.000 ₫ off, all uses taken.',
    discountType: 'FIXED',
    discountValue: 30000,
    maxDiscount: null,
    minOrderValue: 100000,
    startsInDays: -3,
    endsInDays: 4,
    usageLimit: 100,
    usageCount: 100,
    perUserLimit: 1,
  },
];
