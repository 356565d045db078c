import { useState } from 'react';
import { directionOf, languageTag } from '@restaurant/shared';
import type { ManagedReview } from '@restaurant/shared/contracts';
import { Badge, Box, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { ConfirmDialog } from '@restaurant/shared/ui-dialog';
import { useFormatters } from '../../../lib/format';
import { SaveFailure } from '../../../lib/save-failure';
import { useRemoveReply } from '../api/remove-reply';
import { useUnhideReview } from '../api/unhide-review';
import { reviewsAdminTranslations } from '../translations';
import { HideForm } from './hide-form';
import { ReplyForm } from './reply-form';

export interface ReviewCardProps {
  readonly review: ManagedReview;
  /** Says what was done, in the page's live region. */
  readonly onDone: (announcement: string) => void;
  /** Reads the list again (after another manager's change). */
  readonly onReload: () => void;
}

/** One review as the manager sees it: hidden or not (why, by whom, when), the reply, and what can be done. */
export function ReviewCard({ review, onDone, onReload }: ReviewCardProps) {
  const { t } = reviewsAdminTranslations.useTranslation();
  const format = useFormatters();
  const [editing, setEditing] = useState<'reply' | 'hide' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const name = review.author.fullName;
  const removeReply = useRemoveReply(() => {
    setConfirmRemove(false);
    onDone(t('reply.removed', { name }));
  });
  const unhide = useUnhideReview(() => onDone(t('hide.shown', { name })));
  const reload = () => {
    setEditing(null);
    unhide.reset();
    onReload();
  };

  return (
    <Box
      as="article"
      aria-labelledby={`review-${review.id}-author`}
      borderWidth="1px"
      borderColor={review.hidden ? 'border.warning' : 'border'}
      borderRadius="l2"
      bg="bg.panel"
      p="4"
    >
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap">
            <Text id={`review-${review.id}-author`} fontWeight="semibold">
              {name}
            </Text>
            <Text fontSize="sm">{t('stars', { value: review.rating })}</Text>
            {review.hidden ? <Badge colorPalette="orange">{t('hiddenBadge')}</Badge> : null}
          </HStack>
          <Text asChild fontSize="sm" color="fg.muted">
            <time dateTime={review.updatedAt}>{format.instant(review.updatedAt)}</time>
          </Text>
        </HStack>
        <Text whiteSpace="pre-line">{review.comment}</Text>
        {review.hidden ? (
          <Text fontSize="sm" color="fg.warning">
            {review.hidden.by
              ? t('hiddenBy', {
                  name: review.hidden.by.name,
                  date: format.instant(review.hidden.at),
                  reason: review.hidden.reason,
                })
              : t('hiddenByUnknown', { date: format.instant(review.hidden.at), reason: review.hidden.reason })}
          </Text>
        ) : null}
        {review.reply && editing !== 'reply' ? (
          <Box as="section" aria-label={t('replyHeading')} bg="bg.subtle" borderRadius="l2" p="3">
            <Text fontSize="sm" fontWeight="medium" color="fg.muted">
              {t('replyHeading')}
              {review.reply.by
                ? ` · ${t('repliedBy', { name: review.reply.by.name, date: format.instant(review.reply.repliedAt) })}`
                : null}
            </Text>
            <Text
              whiteSpace="pre-line"
              lang={languageTag(review.reply.language)}
              dir={directionOf(review.reply.language)}
            >
              {review.reply.text}
            </Text>
          </Box>
        ) : null}
        {editing === 'reply' ? (
          <ReplyForm
            review={review}
            onSaved={() => {
              setEditing(null);
              onDone(t('reply.saved', { name }));
            }}
            onCancel={() => setEditing(null)}
            onReload={reload}
          />
        ) : null}
        {editing === 'hide' ? (
          <HideForm
            review={review}
            onHidden={() => {
              setEditing(null);
              onDone(t('hide.done', { name }));
            }}
            onCancel={() => setEditing(null)}
            onReload={reload}
          />
        ) : null}
        <SaveFailure error={unhide.error} conflictMessage={t('conflict')} reloadLabel={t('reload')} onReload={reload} />
        {editing === null ? (
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              aria-label={review.reply ? t('reply.editLabel', { name }) : t('reply.writeLabel', { name })}
              onClick={() => setEditing('reply')}
            >
              {review.reply ? t('reply.edit') : t('reply.write')}
            </Button>
            {review.reply ? (
              <ConfirmDialog
                triggerLabel={t('reply.remove')}
                triggerAccessibleName={t('reply.removeLabel', { name })}
                triggerSize="xs"
                title={t('reply.removeTitle')}
                body={<Text>{t('reply.removeBody', { name })}</Text>}
                keepLabel={t('reply.keep')}
                confirmLabel={t('reply.remove')}
                pendingLabel={t('reply.removing')}
                pending={removeReply.isPending}
                errorMessage={removeReply.error?.message}
                onConfirm={() => removeReply.mutate(review)}
                onDismiss={() => removeReply.reset()}
                open={confirmRemove}
                onOpenChange={setConfirmRemove}
              />
            ) : null}
            {review.hidden ? (
              <Button
                size="xs"
                variant="outline"
                aria-label={t('hide.showLabel', { name })}
                loading={unhide.isPending}
                onClick={() => unhide.mutate(review)}
              >
                {t('hide.show')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                aria-label={t('hide.triggerLabel', { name })}
                onClick={() => setEditing('hide')}
              >
                {t('hide.trigger')}
              </Button>
            )}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
