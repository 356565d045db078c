import type { UserProfileTexts } from './en';

const ar: UserProfileTexts = {
  banner: {
    cover: 'غلاف {{name}}',
    avatar: 'صورة {{name}}',
    counts: 'أرقام الملف الشخصي',
    posts: 'المنشورات',
    followers: 'المتابِعون',
    following: 'يتابع',
  },
  tabs: {
    label: 'أقسام الملف الشخصي',
    profile: 'الملف الشخصي',
    followers: 'المتابِعون',
    friends: 'الأصدقاء',
    gallery: 'المعرض',
  },
  intro: {
    title: 'نبذة',
    company: 'يعمل في',
    email: 'البريد الإلكتروني',
    website: 'الموقع',
    location: 'يقيم في',
  },
  photos: { title: 'الصور' },
  share: {
    label: 'شارك أفكارك',
    placeholder: 'بماذا تفكر؟',
    submit: 'نشر',
    required: 'اكتب شيئاً أولاً',
  },
  post: {
    like: 'إعجاب',
    liked: 'أُعجبت به',
    commentCount: 'التعليقات',
    comments: 'التعليقات على منشور {{name}}',
    addComment: 'اكتب تعليقًا',
    send: 'إرسال',
    reply: 'ردّ',
    replyTo: 'الرد على {{name}}',
    replies: 'الردود على {{name}}',
    likeComment: 'الإعجاب بتعليق {{name}}',
    image: 'الصورة {{position}} من منشور {{name}}',
    video: 'فيديو',
    videoNote: 'الفيديو «{{id}}»: لا تُشغَّل مقاطع الفيديو في هذا العرض التجريبي.',
    failed: 'تعذّر الحفظ',
    postsLabel: 'المنشورات',
  },
  people: {
    following: 'تتابعه',
    follow: 'متابعة',
    empty: 'لا أحد هنا بعد.',
    search: 'ابحث عن أشخاص',
  },
  gallery: { empty: 'لا توجد صور بعد.' },
  loadError: 'تعذّر تحميل هذا الجزء من الملف الشخصي',
};

export default ar;
