import { useState, type FormEvent } from 'react';
import { useTranslation } from '@restaurant/shared';
import { Alert, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-extra';
import type { Review } from '@restaurant/shared/contracts';
import { MULTILINE_TEXT_PATTERN } from '@restaurant/shared/contracts/text-rules';
import { useCreateReview } from '../api/create-review';
import { StarPicker } from './star-picker';

export const COMMENT_MAX_LENGTH = 1000;
/** The API's rule for review text: line breaks welcome, control and text-direction override characters not. */
const COMMENT_TEXT = new RegExp(MULTILINE_TEXT_PATTERN, 'u');

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

  const ratingError = rating < 1 || rating > 5 ? t('reviews.form.ratingRequired') : null;
  const trimmed = comment.trim();
  const commentError =
    trimmed.length === 0
      ? t('reviews.form.commentRequired')
      : trimmed.length > COMMENT_MAX_LENGTH
        ? t('reviews.form.commentTooLong', { max: COMMENT_MAX_LENGTH })
        : !COMMENT_TEXT.test(trimmed)
          ? t('reviews.form.commentInvalid')
          : null;

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
        <Field.HelperText>{t('reviews.form.charactersLeft', { count: COMMENT_MAX_LENGTH - comment.length })}</Field.HelperText>
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
