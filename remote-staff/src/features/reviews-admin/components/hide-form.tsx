import { useForm } from 'react-hook-form';
import type { ManagedReview } from '@restaurant/shared/contracts';
import { Button, HStack, Stack } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { SaveFailure } from '../../../lib/save-failure';
import { useHideReview } from '../api/hide-review';
import { REVIEW_LIMITS, hideResolver, textErrorKey, type HideValues } from '../lib/review-forms';
import { reviewsAdminTranslations } from '../translations';

export interface HideFormProps {
  readonly review: ManagedReview;
  readonly onHidden: (review: ManagedReview) => void;
  readonly onCancel: () => void;
  readonly onReload: () => void;
}

/** Hides a review with the reason, which the contract requires (`HideReviewBody`): kept with who and when. */
export function HideForm({ review, onHidden, onCancel, onReload }: HideFormProps) {
  const { t } = reviewsAdminTranslations.useTranslation();
  const hide = useHideReview(onHidden);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HideValues>({ resolver: hideResolver, defaultValues: { reason: '' } });
  const rule = errors.reason?.type;
  const submit = handleSubmit((values) => hide.mutate({ review, body: { reason: values.reason.trim() } }));

  return (
    <Stack asChild gap="3">
      <form
        noValidate
        aria-label={t('hide.triggerLabel', { name: review.author.fullName })}
        onSubmit={(e) => void submit(e)}
      >
        <Field.Root invalid={rule !== undefined} required>
          <Field.Label>
            {t('hide.reason')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={2}
            maxLength={REVIEW_LIMITS.reasonMax}
            {...register('reason', { onChange: () => hide.isError && hide.reset() })}
          />
          <Field.HelperText>{t('hide.hint')}</Field.HelperText>
          {rule ? (
            <Field.ErrorText>{t(`errors.${textErrorKey(rule)}`, { max: REVIEW_LIMITS.reasonMax })}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <SaveFailure error={hide.error} conflictMessage={t('conflict')} reloadLabel={t('reload')} onReload={onReload} />
        <HStack justify="flex-end" gap="3">
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t('hide.cancel')}
          </Button>
          <Button size="sm" colorPalette="red" type="submit" loading={hide.isPending} loadingText={t('hide.pending')}>
            {t('hide.confirm')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
