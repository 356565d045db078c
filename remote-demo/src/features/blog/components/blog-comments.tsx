import { Heading, Stack, Text } from '@restaurant/shared/ui';
import { DEMO_USER, type BlogPost } from '../../../lib/sample-data';
import { useAddBlogComment } from '../api/add-blog-comment';
import { blogTranslations } from '../translations';
import { BlogComment } from './blog-comment';
import { CommentForm } from './comment-form';

/** The post's comments (a new one goes first, spec section 4) and the box to add one. */
export function BlogComments({ post }: { post: BlogPost }) {
  const { t } = blogTranslations.useTranslation();
  const addComment = useAddBlogComment();

  return (
    <Stack as="section" gap="4" aria-labelledby="blog-comments">
      <Heading as="h2" id="blog-comments" size="lg">
        {t('detail.comments')} ({post.comments.length})
      </Heading>
      <CommentForm
        label={t('detail.addComment')}
        placeholder={t('detail.commentPlaceholder')}
        submitLabel={t('detail.postComment')}
        pending={addComment.isPending}
        error={addComment.error?.message}
        onSubmit={(text) => addComment.mutateAsync({ postId: post.id, comment: text, profile: DEMO_USER })}
      />
      {post.comments.length === 0 ? (
        <Text color="fg.muted">{t('detail.noComments')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('detail.comments')}>
          {post.comments.map((comment) => (
            <BlogComment key={comment.id} postId={post.id} comment={comment} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
