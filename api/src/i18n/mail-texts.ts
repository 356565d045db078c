import type { Locale } from './locale';
import { fillPlaceholders, type MessageParams } from './messages';

type Texts = Record<Locale, string>;

/**
 * Every word of the e-mails the API sends, in every language it writes. `{name}` marks a parameter. One key set:
 * a text missing in one language does not compile, and `test/i18n/mail-texts.test.ts` checks that each language
 * has every text, none empty, with the same parameters as English.
 */
export const MAIL_TEXTS = {
  greeting: {
    en: 'Hello {name},',
    fr: 'Bonjour {name},',
    ar: 'مرحبًا {name}،',
    zh: '{name}，您好：',
    vi: 'Xin chào {name},',
  },
  footerReason: {
    en: 'You receive this e-mail because of your account at {restaurant}.',
    fr: 'Vous recevez cet e-mail en raison de votre compte chez {restaurant}.',
    ar: 'تصلك هذه الرسالة بسبب حسابك لدى {restaurant}.',
    zh: '您收到此邮件，是因为您在{restaurant}拥有账户。',
    vi: 'Bạn nhận được email này vì bạn có tài khoản tại {restaurant}.',
  },
  address: {
    en: 'Address',
    fr: 'Adresse',
    ar: 'العنوان',
    zh: '地址',
    vi: 'Địa chỉ',
  },

  // ---- e-mail verification
  verificationSubject: {
    en: '{code} is your {restaurant} verification code',
    fr: '{code} est votre code de vérification {restaurant}',
    ar: '{code} هو رمز التحقق الخاص بك لدى {restaurant}',
    zh: '{code} 是您的{restaurant}验证码',
    vi: '{code} là mã xác minh {restaurant} của bạn',
  },
  verificationIntro: {
    en: 'Enter this code to confirm your e-mail address:',
    fr: 'Saisissez ce code pour confirmer votre adresse e-mail :',
    ar: 'أدخل هذا الرمز لتأكيد عنوان بريدك الإلكتروني:',
    zh: '请输入此验证码以确认您的邮箱地址：',
    vi: 'Nhập mã này để xác nhận địa chỉ email của bạn:',
  },
  verificationValidity: {
    en: 'It is valid for {minutes} minutes. If you did not sign up, ignore this message.',
    fr: 'Il est valable {minutes} minutes. Si vous ne vous êtes pas inscrit, ignorez ce message.',
    ar: 'الرمز صالح لمدة {minutes} دقيقة. إن لم تكن أنت من أنشأ الحساب، فتجاهل هذه الرسالة.',
    zh: '验证码 {minutes} 分钟内有效。如果您没有注册，请忽略此邮件。',
    vi: 'Mã có hiệu lực trong {minutes} phút. Nếu bạn không đăng ký, hãy bỏ qua email này.',
  },
  verificationButton: {
    en: 'Enter the code',
    fr: 'Saisir le code',
    ar: 'أدخل الرمز',
    zh: '输入验证码',
    vi: 'Nhập mã',
  },

  // ---- password reset
  resetSubject: {
    en: 'Reset your {restaurant} password',
    fr: 'Réinitialisez votre mot de passe {restaurant}',
    ar: 'أعد تعيين كلمة مرورك لدى {restaurant}',
    zh: '重置您的{restaurant}密码',
    vi: 'Đặt lại mật khẩu {restaurant} của bạn',
  },
  resetIntro: {
    en: 'Someone (hopefully you) asked to reset the password of this account. Choose a new one within {minutes} minutes:',
    fr: "Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de ce compte. Choisissez-en un nouveau dans les {minutes} minutes :",
    ar: 'طلب أحدهم (ونأمل أن تكون أنت) إعادة تعيين كلمة مرور هذا الحساب. اختر كلمة مرور جديدة خلال {minutes} دقيقة:',
    zh: '有人（希望是您本人）申请重置此账户的密码。请在 {minutes} 分钟内设置新密码：',
    vi: 'Ai đó (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu của tài khoản này. Hãy chọn mật khẩu mới trong vòng {minutes} phút:',
  },
  resetButton: {
    en: 'Choose a new password',
    fr: 'Choisir un nouveau mot de passe',
    ar: 'اختر كلمة مرور جديدة',
    zh: '设置新密码',
    vi: 'Chọn mật khẩu mới',
  },
  resetIgnore: {
    en: 'If it was not you, ignore this message: your password stays as it is.',
    fr: "Si ce n'était pas vous, ignorez ce message : votre mot de passe reste inchangé.",
    ar: 'إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    zh: '如果不是您本人操作，请忽略此邮件：您的密码不会改变。',
    vi: 'Nếu không phải bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  },

  // ---- bookings
  bookingConfirmedSubject: {
    en: 'Your table is booked: {date} at {time} ({code})',
    fr: 'Votre table est réservée : {date} à {time} ({code})',
    ar: 'تم حجز طاولتك: {date} الساعة {time} ({code})',
    zh: '您的餐桌已预订：{date} {time}（{code}）',
    vi: 'Bàn của bạn đã được đặt: {date} lúc {time} ({code})',
  },
  bookingConfirmedIntro: {
    en: 'Your table is booked. We look forward to welcoming you.',
    fr: 'Votre table est réservée. Nous avons hâte de vous accueillir.',
    ar: 'تم حجز طاولتك. نتطلع إلى استقبالك.',
    zh: '您的餐桌已预订成功，期待您的光临。',
    vi: 'Bàn của bạn đã được đặt. Chúng tôi mong được đón tiếp bạn.',
  },
  bookingCalendarAdd: {
    en: 'The attached calendar file adds the booking to your calendar.',
    fr: "Le fichier d'agenda joint ajoute la réservation à votre agenda.",
    ar: 'ملف التقويم المرفق يضيف الحجز إلى تقويمك.',
    zh: '附件中的日历文件可将此预订添加到您的日历。',
    vi: 'Tệp lịch đính kèm sẽ thêm lượt đặt bàn vào lịch của bạn.',
  },
  bookingCancelledSubject: {
    en: 'Your booking {code} is cancelled',
    fr: 'Votre réservation {code} est annulée',
    ar: 'تم إلغاء حجزك {code}',
    zh: '您的预订 {code} 已取消',
    vi: 'Lượt đặt bàn {code} của bạn đã bị hủy',
  },
  bookingCancelledByDiner: {
    en: 'Your booking is cancelled, as you asked. We hope to see you another time.',
    fr: 'Votre réservation est annulée, comme vous l’avez demandé. Au plaisir de vous voir une autre fois.',
    ar: 'تم إلغاء حجزك كما طلبت. نأمل أن نراك في وقت آخر.',
    zh: '已按您的要求取消预订。期待下次再见。',
    vi: 'Lượt đặt bàn của bạn đã được hủy theo yêu cầu. Hẹn gặp bạn vào dịp khác.',
  },
  bookingCancelledNoShow: {
    en: 'We missed you: the booking was marked as a no-show and the table given to other guests.',
    fr: 'Vous nous avez manqué : la réservation a été notée comme non honorée et la table rendue à d’autres convives.',
    ar: 'افتقدناك: سُجّل الحجز كعدم حضور وأُعطيت الطاولة لضيوف آخرين.',
    zh: '我们没能等到您：此预订已记为未到店，餐桌已安排给其他客人。',
    vi: 'Chúng tôi đã không gặp được bạn: lượt đặt bàn được ghi là vắng mặt và bàn đã dành cho khách khác.',
  },
  bookingCalendarRemove: {
    en: 'The attached calendar file removes it from your calendar.',
    fr: "Le fichier d'agenda joint la retire de votre agenda.",
    ar: 'ملف التقويم المرفق يزيله من تقويمك.',
    zh: '附件中的日历文件可将其从您的日历中移除。',
    vi: 'Tệp lịch đính kèm sẽ xóa lượt đặt bàn khỏi lịch của bạn.',
  },
  bookingDate: { en: 'Date', fr: 'Date', ar: 'التاريخ', zh: '日期', vi: 'Ngày' },
  bookingTime: { en: 'Time', fr: 'Heure', ar: 'الوقت', zh: '时间', vi: 'Giờ' },
  bookingGuests: { en: 'Guests', fr: 'Convives', ar: 'عدد الضيوف', zh: '人数', vi: 'Số khách' },
  bookingTables: { en: 'Tables', fr: 'Tables', ar: 'الطاولات', zh: '餐桌', vi: 'Bàn' },
  bookingFloor: { en: 'Floor', fr: 'Salle', ar: 'الطابق', zh: '楼层', vi: 'Tầng' },
  reference: { en: 'Reference', fr: 'Référence', ar: 'المرجع', zh: '编号', vi: 'Mã tham chiếu' },
  bookingButton: {
    en: 'See my bookings',
    fr: 'Voir mes réservations',
    ar: 'عرض حجوزاتي',
    zh: '查看我的预订',
    vi: 'Xem các lượt đặt bàn',
  },
  bookAgainButton: {
    en: 'Book a table',
    fr: 'Réserver une table',
    ar: 'احجز طاولة',
    zh: '预订餐桌',
    vi: 'Đặt bàn',
  },
  calendarTitle: {
    en: '{restaurant}: table for {guests} ({code})',
    fr: '{restaurant} : table pour {guests} ({code})',
    ar: '{restaurant}: طاولة لـ {guests} ({code})',
    zh: '{restaurant}：{guests} 人餐桌（{code}）',
    vi: '{restaurant}: bàn cho {guests} người ({code})',
  },

  // ---- orders
  orderReceiptSubject: {
    en: 'Your order {code}: receipt',
    fr: 'Votre commande {code} : reçu',
    ar: 'طلبك {code}: الإيصال',
    zh: '您的订单 {code}：收据',
    vi: 'Đơn hàng {code} của bạn: hóa đơn',
  },
  orderReceiptIntro: {
    en: 'Thank you for your order. Here is your receipt.',
    fr: 'Merci pour votre commande. Voici votre reçu.',
    ar: 'شكرًا لطلبك. إليك الإيصال.',
    zh: '感谢您的订购，以下是您的收据。',
    vi: 'Cảm ơn bạn đã đặt món. Đây là hóa đơn của bạn.',
  },
  orderItem: { en: 'Item', fr: 'Article', ar: 'الصنف', zh: '菜品', vi: 'Món' },
  orderQuantity: { en: 'Qty', fr: 'Qté', ar: 'الكمية', zh: '数量', vi: 'SL' },
  orderAmount: { en: 'Amount', fr: 'Montant', ar: 'المبلغ', zh: '金额', vi: 'Thành tiền' },
  orderSubtotal: { en: 'Subtotal', fr: 'Sous-total', ar: 'المجموع الفرعي', zh: '小计', vi: 'Tạm tính' },
  orderVoucher: {
    en: 'Voucher {code}',
    fr: 'Bon {code}',
    ar: 'القسيمة {code}',
    zh: '优惠券 {code}',
    vi: 'Phiếu giảm giá {code}',
  },
  orderTotal: { en: 'Total', fr: 'Total', ar: 'الإجمالي', zh: '合计', vi: 'Tổng cộng' },
  orderPickup: { en: 'Pick-up', fr: 'Retrait', ar: 'الاستلام', zh: '取餐时间', vi: 'Giờ lấy món' },
  orderServedAt: {
    en: 'Served at your booking',
    fr: 'Servie à votre réservation',
    ar: 'يُقدَّم في حجزك',
    zh: '于您的预订时上菜',
    vi: 'Phục vụ tại lượt đặt bàn',
  },
  orderPayment: { en: 'Payment', fr: 'Paiement', ar: 'الدفع', zh: '付款方式', vi: 'Thanh toán' },
  paymentAtRestaurant: {
    en: 'At the restaurant',
    fr: 'Au restaurant',
    ar: 'في المطعم',
    zh: '到店付款',
    vi: 'Tại nhà hàng',
  },
  paymentBankTransfer: {
    en: 'By bank transfer',
    fr: 'Par virement bancaire',
    ar: 'بتحويل مصرفي',
    zh: '银行转账',
    vi: 'Chuyển khoản ngân hàng',
  },
  bankTransferIntro: {
    en: 'Please transfer {total} to one of these accounts, with {code} as the reference:',
    fr: 'Merci de virer {total} sur l’un de ces comptes, avec {code} comme référence :',
    ar: 'يرجى تحويل {total} إلى أحد هذه الحسابات مع ذكر {code} كمرجع:',
    zh: '请将 {total} 转账至以下任一账户，并以 {code} 作为转账附言：',
    vi: 'Vui lòng chuyển {total} vào một trong các tài khoản sau, với nội dung {code}:',
  },
  bankName: { en: 'Bank', fr: 'Banque', ar: 'المصرف', zh: '银行', vi: 'Ngân hàng' },
  accountNumber: { en: 'Account number', fr: 'Numéro de compte', ar: 'رقم الحساب', zh: '账号', vi: 'Số tài khoản' },
  accountName: { en: 'Account holder', fr: 'Titulaire', ar: 'صاحب الحساب', zh: '户名', vi: 'Chủ tài khoản' },
  orderNote: { en: 'Note', fr: 'Note', ar: 'ملاحظة', zh: '备注', vi: 'Ghi chú' },
  orderButton: {
    en: 'Follow my order',
    fr: 'Suivre ma commande',
    ar: 'تابع طلبي',
    zh: '查看订单进度',
    vi: 'Theo dõi đơn hàng',
  },
  orderReadySubject: {
    en: 'Your order {code} is ready',
    fr: 'Votre commande {code} est prête',
    ar: 'طلبك {code} جاهز',
    zh: '您的订单 {code} 已备好',
    vi: 'Đơn hàng {code} của bạn đã sẵn sàng',
  },
  orderReadyIntro: {
    en: 'Good news: your order is ready. Come and collect it at the counter.',
    fr: 'Bonne nouvelle : votre commande est prête. Venez la retirer au comptoir.',
    ar: 'خبر سار: طلبك جاهز. تفضّل باستلامه من المنضدة.',
    zh: '好消息：您的订单已备好，请到柜台取餐。',
    vi: 'Tin vui: đơn hàng của bạn đã sẵn sàng. Mời bạn đến quầy để nhận.',
  },
} satisfies Record<string, Texts>;

export type MailTextId = keyof typeof MAIL_TEXTS;

/** The text in that language with its `{name}` parameters filled in. */
export function mailText(id: MailTextId, locale: Locale, params: MessageParams = {}): string {
  return fillPlaceholders(MAIL_TEXTS[id][locale], params);
}
