import { useState, type FormEvent } from 'react';
import { useTranslation } from '@restaurant/shared';
import { CreateReviewBody, type Review } from '@restaurant/shared/contracts';
import { firstBrokenRule, maxLengthOf } from '@restaurant/shared/forms';
import { Alert, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-extra';
import { useCreateReview } from '../api/create-review';
import { StarPicker } from './star-picker';

/**
 * Every rule is the API contract's (`CreateReviewBody`): a rating of 1 to 5 stars, a comment within its length whose
 * text keeps line breaks but no control or text-direction override characters.
 */
const { rating: RATING, comment: COMMENT } = CreateReviewBody.properties;
export const COMMENT_MAX_LENGTH = maxLengthOf(COMMENT);

/** The translation key of the first rule the comment breaks, or null. */
function commentErrorKey(comment: string): string | null {
  const rule = firstBrokenRule(COMMENT, comment);
  if (rule === null) return null;
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
  const { t } = useTranslation('ordering');
  const create = useCreateReview();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [submitted, setSubmitted] = useState(false);

  const ratingError = firstBrokenRule(RATING, rating) === null ? null : t('reviews.form.ratingRequired');
  const trimmed = comment.trim();
  const commentKey = commentErrorKey(trimmed);
  const commentError = commentKey === null ? null : t(commentKey, { max: COMMENT_MAX_LENGTH });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (ratingError || commentError) return;
    create.mutate(
      { rating, comment: trimmed },
      {
        onSuccess: () => {
          setSubmitted(false);
          onDone?.();
        },
      },
    );
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label={existing ? t('reviews.form.editTitle') : t('reviews.form.title')}>
        <Field.Root invalid={submitted && ratingError !== null} required>
          <Field.Label as="span">{t('reviews.ratingLabel')}</Field.Label>
          <StarPicker
            name="rating"
            value={rating}
            onChange={(value) => {
              setRating(value);
              create.reset();
            }}
            invalid={submitted && ratingError !== null}
          />
          {submitted && ratingError ? <Field.ErrorText>{ratingError}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={submitted && commentError !== null} required>
          <Field.Label>{t('reviews.form.comment')}</Field.Label>
          <Textarea
            value={comment}
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={t('reviews.form.commentPlaceholder')}
            onChange={(event) => {
              setComment(event.target.value);
              create.reset();
            }}
          />
          <Field.HelperText>
            {t('reviews.form.charactersLeft', { count: COMMENT_MAX_LENGTH - comment.length })}
          </Field.HelperText>
          {submitted && commentError ? <Field.ErrorText>{commentError}</Field.ErrorText> : null}
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
