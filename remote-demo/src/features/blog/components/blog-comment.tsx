import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { DEMO_USER, type BlogComment as BlogCommentData, type BlogReply } from '../../../lib/sample-data';
import { useAddBlogReply } from '../api/add-blog-reply';
import { blogTranslations } from '../translations';
import { CommentForm } from './comment-form';

function CommentBody({ item }: { item: BlogReply }) {
  const format = useDemoFormatters();
  return (
    <HStack align="flex-start" gap="3">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={item.profile.name} />
        <Avatar.Image src={item.profile.avatar} alt="" />
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{item.profile.name}</Text>
          <Text fontSize="sm" color="fg.muted" asChild>
            <time dateTime={item.time}>{format.date(item.time)}</time>
          </Text>
        </HStack>
        <Text dir="auto">{item.comment}</Text>
      </Stack>
    </HStack>
  );
}

/** One comment, its replies (appended in order) and, on demand, a reply box. */
export function BlogComment({ postId, comment }: { postId: number; comment: BlogCommentData }) {
  const { t } = blogTranslations.useTranslation();
  const [replying, setReplying] = useState(false);
  const addReply = useAddBlogReply();

  return (
    <Stack as="li" gap="3" p="4" borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel">
      <CommentBody item={comment} />
      {comment.replies.length > 0 ? (
        <Stack
          as="ul"
          aria-label={t('detail.repliesOf', { name: comment.profile.name })}
          listStyleType="none"
          gap="3"
          ps={{ base: '4', md: '12' }}
          borderStartWidth="2px"
          borderColor="border"
        >
          {comment.replies.map((reply) => (
            <Box as="li" key={reply.id}>
              <CommentBody item={reply} />
            </Box>
          ))}
        </Stack>
      ) : null}
      {replying ? (
        <Box ps={{ base: '0', md: '12' }}>
          <CommentForm
            label={t('detail.replyTo', { name: comment.profile.name })}
            submitLabel={t('detail.postReply')}
            pending={addReply.isPending}
            error={addReply.error?.message}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={(text) =>
              addReply
                .mutateAsync({ postId, commentId: comment.id, comment: text, profile: DEMO_USER })
                .then(() => setReplying(false))
            }
          />
        </Box>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          aria-label={t('detail.replyTo', { name: comment.profile.name })}
          onClick={() => setReplying(true)}
        >
          {t('detail.reply')}
        </Button>
      )}
    </Stack>
  );
}
