import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { SocialComment as SocialCommentData, SocialReply } from '../../../lib/sample-data';
import { useAddPostReply } from '../api/add-post-reply';
import { useLikeComment } from '../api/like-comment';
import { userProfileTranslations } from '../translations';
import { LikeButton } from './like-button';
import { TextEntryForm } from './text-entry-form';
import { WriteError } from './write-error';

function CommentHead({ item }: { item: SocialReply | SocialCommentData }) {
  const format = useDemoFormatters();
  return (
    <HStack align="flex-start" gap="3">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={item.profile.name} />
        <Avatar.Image src={item.profile.avatar} alt="" />
      </Avatar.Root>
      <Stack gap="0" flex="1" minW="0" bg="bg.muted" borderRadius="md" px="3" py="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" fontSize="sm">
            {item.profile.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" asChild>
            <time dateTime={item.profile.time}>{format.dateTime(item.profile.time)}</time>
          </Text>
        </HStack>
        <Text fontSize="sm" dir="auto">
          {item.data.comment}
        </Text>
      </Stack>
    </HStack>
  );
}

/** A comment of a social post: its like, its replies (each with a like) and a reply box. */
export function SocialComment({ postId, comment }: { postId: number; comment: SocialCommentData }) {
  const { t } = userProfileTranslations.useTranslation();
  const [replying, setReplying] = useState(false);
  const like = useLikeComment();
  const reply = useAddPostReply();
  const name = comment.profile.name;

  return (
    <Stack as="li" gap="2">
      <CommentHead item={comment} />
      <HStack gap="1" ps="11">
        <LikeButton
          size="xs"
          likes={comment.data.likes}
          label={t('post.likeComment', { name })}
          pending={like.isPending}
          onToggle={() => like.mutate({ postId, commentId: comment.id })}
        />
        <Button size="xs" variant="ghost" aria-expanded={replying} onClick={() => setReplying((open) => !open)}>
          {t('post.reply')}
        </Button>
      </HStack>
      <WriteError error={like.error ?? reply.error} />
      {comment.data.replies.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" ps="11" aria-label={t('post.replies', { name })}>
          {comment.data.replies.map((item) => (
            <Stack as="li" key={item.id} gap="1">
              <CommentHead item={item} />
              <Box ps="11">
                <LikeButton
                  size="xs"
                  likes={item.data.likes}
                  label={t('post.likeComment', { name: item.profile.name })}
                  pending={like.isPending}
                  onToggle={() => like.mutate({ postId, commentId: comment.id, replyId: item.id })}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {replying ? (
        <Box ps="11">
          <TextEntryForm
            label={t('post.replyTo', { name })}
            submitLabel={t('post.send')}
            pending={reply.isPending}
            autoFocus
            onSubmit={(text) =>
              reply.mutateAsync({ postId, commentId: comment.id, reply: text }).then(() => setReplying(false))
            }
          />
        </Box>
      ) : null}
    </Stack>
  );
}
