import type { FollowersTexts } from './en';

const ar: FollowersTexts = {
  description: 'الأشخاص الذين يتابعونك. تابعهم بدورك لترى آخر أخبارهم.',
  search: 'البحث في المتابِعين',
  searchPlaceholder: 'الاسم أو الدور أو البلد',
  counts: {
    label: 'ملخص المتابعة',
    followers: 'المتابِعون',
    following: 'تتابعهم',
  },
  follow: 'متابعة',
  following: 'تتابعه',
  country: 'البلد',
  noResults: 'لا يوجد متابِع يطابق «{{query}}».',
  loadError: 'تعذّر تحميل المتابِعين',
};

export default ar;
