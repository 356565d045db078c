import { Link as RouterLink, paths, useParams } from '@restaurant/shared/router';
import {
  Badge,
  Button,
  Card,
  ErrorState,
  HStack,
  Image,
  PageContainer,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { demoTranslations } from '../../../lib/translations';
import { useBlogPost } from '../api/get-blog-post';
import { blogTranslations } from '../translations';
import { BlogComments } from './blog-comments';
import { BlogPostStats } from './blog-post-stats';

function BackToPosts() {
  const { t } = blogTranslations.useTranslation();
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <RouterLink to={paths.demo.apps['blog-posts']}>{t('detail.backToPosts')}</RouterLink>
    </Button>
  );
}

/** `/apps/blog/detail/:id`, `:id` being the post's slug: the post, then its comments. */
export default function BlogDetailPage() {
  const { t } = blogTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const format = useDemoFormatters();
  const { id: slug = '' } = useParams<{ id: string }>();
  const post = useBlogPost(slug);
  const breadcrumb = [{ label: t('breadcrumb'), to: paths.demo.apps['blog-posts'] }];

  if (!post.data) {
    return (
      <PageContainer title={tDemo('apps.pages.blog-detail')} breadcrumb={breadcrumb}>
        {post.isError ? (
          <Stack gap="2">
            {/* A 404 says `Post not found` (the API's own message); anything else is the failed load's message. */}
            <ErrorState
              title={post.error.status === 404 ? t('detail.notFoundTitle') : t('detail.loadError')}
              message={post.error.message}
            />
            <BackToPosts />
          </Stack>
        ) : (
          <Stack gap="4" role="status" aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton aspectRatio="21 / 9" borderRadius="card" />
            <SkeletonText noOfLines={6} />
          </Stack>
        )}
      </PageContainer>
    );
  }

  const { data } = post;
  return (
    <PageContainer title={data.title} breadcrumb={breadcrumb}>
      <Card.Root as="article" variant="outline" overflow="hidden">
        <Image
          src={data.coverImg}
          alt=""
          htmlWidth={1200}
          htmlHeight={514}
          aspectRatio="21 / 9"
          w="full"
          h="auto"
          fit="cover"
          bg="bg.muted"
        />
        <Card.Body gap="5" p={{ base: '5', md: '8' }}>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="3">
              <Avatar.Root size="md">
                <Avatar.Fallback name={data.author.name} />
                <Avatar.Image src={data.author.avatar} alt="" />
              </Avatar.Root>
              <Stack gap="0">
                <Text fontWeight="semibold">{t('by', { name: data.author.name })}</Text>
                <Text fontSize="sm" color="fg.muted" asChild>
                  <time dateTime={data.createdAt}>{format.date(data.createdAt)}</time>
                </Text>
              </Stack>
            </HStack>
            <Badge variant="subtle" colorPalette="blue">
              {t(`categories.${data.category}`)}
            </Badge>
          </HStack>
          <BlogPostStats views={data.view} comments={data.comments.length} shares={data.share} />
          <Text fontSize="lg" lineHeight="tall" whiteSpace="pre-line" dir="auto">
            {data.content}
          </Text>
        </Card.Body>
      </Card.Root>
      <BlogComments post={data} />
      <BackToPosts />
    </PageContainer>
  );
}
