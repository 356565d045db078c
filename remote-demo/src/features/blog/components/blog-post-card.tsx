import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Card, Heading, HStack, Image, Link, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { slugOf, type BlogPost } from '../../../lib/sample-data';
import { blogTranslations } from '../translations';
import { BlogPostStats } from './blog-post-stats';

export interface BlogPostCardProps {
  post: BlogPost;
  /** Featured posts get a wider cover and a larger title. */
  featured?: boolean;
}

/** One post in the list: cover, author, category, title (the link to its detail page), counts and date. */
export function BlogPostCard({ post, featured = false }: BlogPostCardProps) {
  const { t } = blogTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" h="full" position="relative">
      <Image
        src={post.coverImg}
        alt=""
        loading="lazy"
        decoding="async"
        htmlWidth={800}
        htmlHeight={featured ? 400 : 450}
        aspectRatio={featured ? '2 / 1' : '16 / 9'}
        w="full"
        h="auto"
        fit="cover"
        bg="bg.muted"
      />
      <Card.Body gap="3" p="5">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2">
            <Avatar.Root size="xs">
              <Avatar.Fallback name={post.author.name} />
              <Avatar.Image src={post.author.avatar} alt="" />
            </Avatar.Root>
            <Text fontSize="sm" color="fg.muted">
              {t('by', { name: post.author.name })}
            </Text>
          </HStack>
          <Badge variant="subtle" colorPalette="blue">
            {t(`categories.${post.category}`)}
          </Badge>
        </HStack>
        <Heading as="h3" size={featured ? 'xl' : 'md'}>
          <Link asChild color="fg" _hover={{ color: 'colorPalette.fg' }}>
            <RouterLink to={paths.blogDetail(slugOf(post.title))}>{post.title}</RouterLink>
          </Link>
        </Heading>
        <Stack mt="auto" gap="2">
          <BlogPostStats views={post.view} comments={post.comments.length} />
          <Text fontSize="sm" color="fg.muted" asChild>
            <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
