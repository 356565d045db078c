import { useForm, useWatch } from 'react-hook-form';
import { directionOf, i18n, languageTag, productLanguage, useDisplayLanguage } from '@restaurant/shared';
import { REPLY_LANGUAGES, type ManagedReview, type ReplyLanguage } from '@restaurant/shared/contracts';
import { Button, HStack, Stack } from '@restaurant/shared/ui';
import { Field, NativeSelect, Textarea } from '@restaurant/shared/ui-form';
import { SaveFailure } from '../../../lib/save-failure';
import { useReplyToReview } from '../api/reply-to-review';
import { REVIEW_LIMITS, replyResolver, textErrorKey, type ReplyValues } from '../lib/review-forms';
import { reviewsAdminTranslations } from '../translations';

const isReplyLanguage = (value: string): value is ReplyLanguage =>
  (REPLY_LANGUAGES as readonly string[]).includes(value);

/** The language the manager most likely writes in: the one the interface is shown in. */
function useInterfaceLanguage(): ReplyLanguage {
  const language = productLanguage(useDisplayLanguage() ?? i18n.language);
  return isReplyLanguage(language) ? language : 'en';
}

export interface ReplyFormProps {
  readonly review: ManagedReview;
  readonly onSaved: (review: ManagedReview) => void;
  readonly onCancel: () => void;
  readonly onReload: () => void;
}

/**
 * Writes or replaces the restaurant's reply, checked against the contract (`ReviewReplyBody`: not blank, at most
 * 2,000 characters) and written in the language chosen (`lang`/`dir` follow it as the manager types).
 */
export function ReplyForm({ review, onSaved, onCancel, onReload }: ReplyFormProps) {
  const { t } = reviewsAdminTranslations.useTranslation();
  const interfaceLanguage = useInterfaceLanguage();
  const save = useReplyToReview(onSaved);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReplyValues>({
    resolver: replyResolver,
    defaultValues: { text: review.reply?.text ?? '', language: review.reply?.language ?? interfaceLanguage },
  });
  const language = useWatch({ control, name: 'language' });
  const rule = errors.text?.type;
  const onEdit = () => {
    if (save.isError) save.reset();
  };
  const submit = handleSubmit((values) =>
    save.mutate({ review, body: { text: values.text.trim(), language: values.language } }),
  );

  return (
    <Stack asChild gap="3">
      <form
        noValidate
        aria-label={t('reply.writeLabel', { name: review.author.fullName })}
        onSubmit={(e) => void submit(e)}
      >
        <Field.Root required>
          <Field.Label>{t('reply.language')}</Field.Label>
          <NativeSelect.Root size="sm" maxW="xs">
            <NativeSelect.Field {...register('language', { onChange: onEdit })}>
              {REPLY_LANGUAGES.map((option) => (
                <option key={option} value={option}>
                  {t(`languages.${option}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={rule !== undefined} required>
          <Field.Label>
            {t('reply.text')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            lang={languageTag(language)}
            dir={directionOf(language)}
            maxLength={REVIEW_LIMITS.replyMax}
            {...register('text', { onChange: onEdit })}
          />
          <Field.HelperText>{t('reply.hint')}</Field.HelperText>
          {rule ? (
            <Field.ErrorText>{t(`errors.${textErrorKey(rule)}`, { max: REVIEW_LIMITS.replyMax })}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <SaveFailure error={save.error} conflictMessage={t('conflict')} reloadLabel={t('reload')} onReload={onReload} />
        <HStack justify="flex-end" gap="3">
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t('reply.cancel')}
          </Button>
          <Button size="sm" type="submit" loading={save.isPending} loadingText={t('reply.sending')}>
            {t('reply.send')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
