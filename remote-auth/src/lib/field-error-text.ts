import type { FieldError } from 'react-hook-form';
import type { TSchema } from 'typebox';
import { lengthLimits } from '@restaurant/shared/forms';
import { authTranslations } from './translations';

/** What a `pattern` failure means for this field, so the message can say what is expected. */
export type FieldKind = 'email' | 'phone' | 'password' | 'text';

const OWN_MESSAGES = new Set(['required', 'weak', 'mismatch', 'codeIncomplete']);

/** Turns a resolver rule (`minLength`, `format`...) into the translated sentence shown under the field. */
export function useFieldErrorText() {
  const { t } = authTranslations.useTranslation();
  return (error: FieldError | undefined, schema?: TSchema, kind: FieldKind = 'text'): string | undefined => {
    if (!error) return undefined;
    const rule = error.type;
    if (OWN_MESSAGES.has(rule)) return t(`validation.${rule}`);
    switch (rule) {
      case 'minLength':
        return t('validation.minLength', { min: lengthLimits(schema).min ?? 1 });
      case 'maxLength':
        return t('validation.maxLength', { max: lengthLimits(schema).max ?? 0 });
      case 'format':
        return t('validation.email');
      case 'pattern':
        // the contract's password pattern is its letter-and-digit rule
        return kind === 'phone'
          ? t('validation.phone')
          : kind === 'email'
            ? t('validation.email')
            : kind === 'password'
              ? t('validation.weak')
              : t('validation.invalid');
      default:
        return t('validation.invalid');
    }
  };
}
