import type { HostTranslations } from './en';

const ar: HostTranslations = {
  brand: 'Bếp Nhà',
  header: {
    cart_zero: 'السلة: {{count}}، لا عناصر',
    cart_one: 'السلة: {{count}}، عنصر واحد',
    cart_two: 'السلة: {{count}}، عنصران',
    cart_few: 'السلة: {{count}} عناصر',
    cart_many: 'السلة: {{count}} عنصرًا',
    cart_other: 'السلة: {{count}} عنصر',
    // What the cart button shows, the ordering remote's word: the remote's button replaces this one at its size.
    cartButton: 'السلة',
    account: 'الحساب',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    logout: 'تسجيل الخروج',
    settings: 'إعدادات العرض',
    openNavigation: 'فتح التنقل',
    mainNavigation: 'التنقل الرئيسي',
    collapseSidebar: 'طي الشريط الجانبي',
    expandSidebar: 'توسيع الشريط الجانبي',
    toggleMode: 'التبديل بين الوضع الفاتح والداكن',
    myOrders: 'طلباتي',
    myReservations: 'حجوزاتي',
    myReview: 'تقييمي',
    verified: 'موثّق',
    verifiedAccount: 'تم التحقق من البريد الإلكتروني',
    accountNeedsAttention: 'الحساب: عنوان بريدك الإلكتروني يحتاج إلى انتباهك',
    emailUndeliverable:
      'رسائلنا إلى هذا العنوان تُرفض. تحقّق من صحته ومن أن صندوق البريد يستقبل الرسائل: إليه تُرسل رموزك وروابطك وتأكيدات حجوزاتك.',
  },
  footer: {
    tagline: 'مطبخ فيتنامي منزلي يقدَّم بعناية.',
    rights: '© {{year}} Bếp Nhà. جميع الحقوق محفوظة.',
    explore: 'استكشف',
    account: 'حسابك',
  },
  remoteUnavailable: {
    title: 'هذا القسم غير متاح حاليًا',
    description: 'باقي الموقع ما زال يعمل. يرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'إعادة المحاولة',
  },
  remoteIncompatible: {
    title: 'هذا القسم بانتظار تحديث',
    description: 'لقد صُمّم لإصدار آخر من الموقع، لذا لا يمكن عرضه. بقية الموقع لا تزال تعمل.',
  },
  nav: {
    home: 'الرئيسية',
    menu: 'القائمة',
    vouchers: 'القسائم',
    reviews: 'التقييمات',
    myReviews: 'تقييماتي',
    reservation: 'الحجز',
  },
};

export default ar;
