import type { BlogTexts } from './en';

const ar: BlogTexts = {
  breadcrumb: 'المدونة',
  posts: {
    featured: 'مقالات مميزة',
    latest: 'أحدث المقالات',
    category: 'الفئة',
    allCategories: 'كل الفئات',
    sort: 'الترتيب حسب',
    sorts: { newest: 'الأحدث', popular: 'الأكثر شعبية' },
    empty: 'لا توجد مقالات في هذه الفئة بعد.',
    loadError: 'تعذّر تحميل المقالات',
    pagination: 'صفحات المقالات',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    pageLabel: 'الصفحة {{page}}',
  },
  categories: { Gadget: 'أجهزة', Lifestyle: 'أسلوب حياة', Design: 'تصميم', Social: 'اجتماعي', Health: 'صحة' },
  stats: {
    views: 'المشاهدات',
    comments: 'التعليقات',
    shares: 'المشاركات',
  },
  by: 'بقلم {{name}}',
  detail: {
    notFoundTitle: 'تعذّر عرض هذا المقال',
    backToPosts: 'العودة إلى المقالات',
    loadError: 'تعذّر تحميل المقال',
    comments: 'التعليقات',
    noComments: 'لا توجد تعليقات بعد: كن أول من يعلّق.',
    addComment: 'أضف تعليقًا',
    commentLabel: 'تعليقك',
    commentPlaceholder: 'اكتب تعليقًا…',
    postComment: 'نشر التعليق',
    reply: 'ردّ',
    replyTo: 'ردّ على {{name}}',
    replyLabel: 'ردّك',
    postReply: 'نشر الرد',
    cancel: 'إلغاء',
    commentRequired: 'اكتب رسالتك أولاً',
    sendError: 'تعذّر إرسال رسالتك',
    repliesOf: 'الردود على {{name}}',
  },
};

export default ar;
