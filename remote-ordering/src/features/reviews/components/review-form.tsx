import { Controller, useForm, useWatch } from 'react-hook-form';
import { CreateReviewBody, type Review } from '@restaurant/shared/contracts';
import { contractResolver, maxLengthOf } from '@restaurant/shared/forms';
import { Alert, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { orderingTranslations } from '../../../lib/translations';
import { useCreateReview } from '../api/create-review';
import { StarPicker } from './star-picker';

/**
 * Every rule is the API contract's (`CreateReviewBody`): a rating of 1 to 5 stars, a comment within its length whose
 * text keeps line breaks but no control or text-direction override characters.
 */
const { rating: RATING, comment: COMMENT } = CreateReviewBody.properties;
export const COMMENT_MAX_LENGTH = maxLengthOf(COMMENT);

interface ReviewValues {
  rating: number;
  comment: string;
}

const resolver = contractResolver<ReviewValues>({ rating: RATING, comment: COMMENT }, { trim: ['comment'] });

/** The translation key for the contract rule the comment broke. */
function commentErrorKey(rule: string): string {
  if (rule === 'required' || rule === 'minLength') return 'reviews.form.commentRequired';
  return rule === 'maxLength' ? 'reviews.form.commentTooLong' : 'reviews.form.commentInvalid';
}

export interface ReviewFormProps {
  /** The diner's current review: the form edits (replaces) it. */
  existing: Review | null;
  onDone?: () => void;
  onCancel?: () => void;
}

export function ReviewForm({ existing, onDone, onCancel }: ReviewFormProps) {
  const { t } = orderingTranslations.useTranslation();
  const create = useCreateReview();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewValues>({
    resolver,
    defaultValues: { rating: existing?.rating ?? 0, comment: existing?.comment ?? '' },
    shouldFocusError: false,
  });
  const comment = useWatch({ control, name: 'comment' });
  const ratingError = errors.rating ? t('reviews.form.ratingRequired') : null;
  const commentError = errors.comment ? t(commentErrorKey(errors.comment.type), { max: COMMENT_MAX_LENGTH }) : null;

  const submit = handleSubmit(({ rating, comment: text }) => {
    create.mutate(
      { rating, comment: text.trim() },
      {
        onSuccess: () => {
          // back to "not submitted": no message until the next submit, as when the form opened
          reset(undefined, { keepValues: true });
          onDone?.();
        },
      },
    );
  });

  return (
    <Stack asChild gap="4">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={existing ? t('reviews.form.editTitle') : t('reviews.form.title')}
      >
        <Field.Root invalid={ratingError !== null} required>
          <Field.Label as="span">{t('reviews.ratingLabel')}</Field.Label>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarPicker
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  create.reset();
                }}
                invalid={ratingError !== null}
              />
            )}
          />
          {ratingError ? <Field.ErrorText>{ratingError}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={commentError !== null} required>
          <Field.Label>{t('reviews.form.comment')}</Field.Label>
          <Textarea
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={t('reviews.form.commentPlaceholder')}
            {...register('comment', { onChange: () => create.reset() })}
          />
          <Field.HelperText>
            {t('reviews.form.charactersLeft', { count: COMMENT_MAX_LENGTH - comment.length })}
          </Field.HelperText>
          {commentError ? <Field.ErrorText>{commentError}</Field.ErrorText> : null}
        </Field.Root>
        {existing ? (
          <Text fontSize="sm" color="fg.muted">
            {t('reviews.form.replaceNote')}
          </Text>
        ) : null}
        {create.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{create.error.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        {create.isSuccess ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('reviews.form.saved')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack gap="3">
          <Button type="submit" loading={create.isPending} loadingText={t('reviews.form.saving')}>
            {existing ? t('reviews.form.replace') : t('reviews.form.submit')}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('reviews.form.cancel')}
            </Button>
          ) : null}
        </HStack>
      </form>
    </Stack>
  );
}
