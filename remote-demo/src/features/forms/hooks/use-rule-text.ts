import { formsTranslations } from '../translations';

/** What a field checks, so a broken length rule can say the limits that apply to it. */
export type FieldKind = 'name' | 'email' | 'password' | 'choice' | 'choices' | 'phone' | 'terms' | 'text';

/** Turns the rule a field broke (`required`, `minLength`, `format`, `mismatch`...) into its translated sentence. */
export function useRuleText() {
  const { t } = formsTranslations.useTranslation();
  // A field error, or a group's (an array field's error carries the rule the same way).
  return (error: { type?: unknown } | undefined, kind: FieldKind): string | undefined => {
    if (!error) return undefined;
    switch (String(error.type)) {
      case 'required':
        return kind === 'choice' ? t('validation.choose') : t('validation.required');
      case 'mismatch':
        return t('validation.mismatch');
      case 'minItems':
        return t('validation.chooseOne');
      case 'format':
        return t('validation.email');
      case 'minLength':
      case 'maxLength':
        if (kind === 'password') return t('validation.passwordLength', { min: 8 });
        if (kind === 'name') return t('validation.nameLength', { min: 2, max: 50 });
        return t('validation.invalid');
      case 'pattern':
        return kind === 'phone' ? t('validation.phone') : t('validation.invalid');
      case 'const':
        return kind === 'terms' ? t('validation.terms') : t('validation.invalid');
      default:
        return kind === 'choice' ? t('validation.choose') : t('validation.invalid');
    }
  };
}
