import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { directionOf, languageTag } from '@restaurant/shared';
import { MENU_TEXT_LANGUAGES, type MenuTextLanguage } from '@restaurant/shared/contracts';
import { SimpleGrid } from '@restaurant/shared/ui';
import { Fieldset, Field, Input, Textarea } from '@restaurant/shared/ui-form';
import {
  MENU_LIMITS,
  descriptionField,
  menuErrorKey,
  nameField,
  type MenuField,
  type MenuValues,
} from '../lib/menu-form';
import { menuEditorTranslations } from '../translations';

export interface MenuTextsFieldsProps {
  readonly register: UseFormRegister<MenuValues>;
  readonly errors: FieldErrors<MenuValues>;
  readonly onEdit: () => void;
}

/**
 * The names and descriptions in the five menu languages, each field labelled with its language and written in it
 * (`lang`, and `dir`: Arabic right to left, whatever the interface's direction).
 */
export function MenuTextsFields({ register, errors, onEdit }: MenuTextsFieldsProps) {
  const { t } = menuEditorTranslations.useTranslation();
  const message = (field: MenuField, language: MenuTextLanguage) => {
    const rule = errors[field]?.type;
    if (!rule) return null;
    const max = field.startsWith('name_') ? MENU_LIMITS.nameMax : MENU_LIMITS.descriptionMax;
    return t(`errors.${menuErrorKey(field, rule)}`, { max, language: t(`languages.${language}`) });
  };
  return (
    <>
      <Fieldset.Root>
        <Fieldset.Legend>{t('form.names')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('form.namesHint')}</Fieldset.HelperText>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {MENU_TEXT_LANGUAGES.map((language) => {
              const field = nameField(language);
              const error = message(field, language);
              const required = language === 'vi' || language === 'en';
              return (
                <Field.Root key={field} invalid={error !== null} required={required}>
                  <Field.Label>
                    {t('form.name', { language: t(`languages.${language}`) })}
                    {required ? <Field.RequiredIndicator /> : null}
                  </Field.Label>
                  <Input
                    lang={languageTag(language)}
                    dir={directionOf(language)}
                    maxLength={MENU_LIMITS.nameMax}
                    {...register(field, { onChange: onEdit })}
                  />
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                </Field.Root>
              );
            })}
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('form.descriptions')}</Fieldset.Legend>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {MENU_TEXT_LANGUAGES.map((language) => {
              const field = descriptionField(language);
              const error = message(field, language);
              return (
                <Field.Root key={field} invalid={error !== null}>
                  <Field.Label>{t('form.description', { language: t(`languages.${language}`) })}</Field.Label>
                  <Textarea
                    rows={2}
                    lang={languageTag(language)}
                    dir={directionOf(language)}
                    {...register(field, { onChange: onEdit })}
                  />
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                </Field.Root>
              );
            })}
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>
    </>
  );
}
