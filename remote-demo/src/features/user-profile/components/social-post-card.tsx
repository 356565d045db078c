import { Card, HStack, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { SocialPost } from '../../../lib/sample-data';
import { useAddPostComment } from '../api/add-post-comment';
import { useLikePost } from '../api/like-post';
import { userProfileTranslations } from '../translations';
import { LikeButton } from './like-button';
import { PostImages } from './post-images';
import { CommentIcon } from './profile-icons';
import { SocialComment } from './social-comment';
import { TextEntryForm } from './text-entry-form';
import { VideoPlaceholder } from './video-placeholder';
import { WriteError } from './write-error';

/** One social post: author, text, pictures or video, its like and comment counts, its comments and a comment box. */
export function SocialPostCard({ post }: { post: SocialPost }) {
  const { t } = userProfileTranslations.useTranslation();
  const format = useDemoFormatters();
  const like = useLikePost();
  const comment = useAddPostComment();
  const { profile, data } = post;
  const headingId = `social-post-${post.id}`;

  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <HStack gap="3">
          <Avatar.Root size="md">
            <Avatar.Fallback name={profile.name} />
            <Avatar.Image src={profile.avatar} alt="" />
          </Avatar.Root>
          <Stack gap="0">
            <Text as="h3" id={headingId} fontWeight="semibold">
              {profile.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" asChild>
              <time dateTime={profile.time}>{format.dateTime(profile.time)}</time>
            </Text>
          </Stack>
        </HStack>
        <Text whiteSpace="pre-line" dir="auto">
          {data.content}
        </Text>
        <PostImages images={data.images} author={profile.name} />
        {data.video ? <VideoPlaceholder videoId={data.video} /> : null}
        <HStack gap="2" justify="space-between" wrap="wrap">
          <LikeButton
            likes={data.likes}
            label={t('post.like')}
            pending={like.isPending}
            onToggle={() => like.mutate({ postId: post.id })}
          />
          <HStack gap="1" color="fg.muted" fontSize="sm">
            <CommentIcon boxSize="4" />
            <Text>
              <VisuallyHidden>{t('post.commentCount')}: </VisuallyHidden>
              {format.number(data.comments.length)}
            </Text>
          </HStack>
        </HStack>
        <WriteError error={like.error} />
        {data.comments.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t('post.comments', { name: profile.name })}>
            {data.comments.map((item) => (
              <SocialComment key={item.id} postId={post.id} comment={item} />
            ))}
          </Stack>
        ) : null}
        <TextEntryForm
          label={t('post.addComment')}
          submitLabel={t('post.send')}
          pending={comment.isPending}
          onSubmit={(text) => comment.mutateAsync({ postId: post.id, comment: text })}
        />
        <WriteError error={comment.error} />
      </Card.Body>
    </Card.Root>
  );
}
