import { paths, Link as RouterLink } from '@restaurant/shared/router';
import { Card, ErrorState, Heading, HStack, Image, Link, SimpleGrid, Skeleton, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { slugOf, useBlogPosts } from '../../../lib/sample-data';
import { widgetsTranslations } from '../translations';

/** The three newest blog posts as news cards: cover, title (a link to the post), author and views. */
export function NewsCards() {
  const { t } = widgetsTranslations.useTranslation();
  const format = useDemoFormatters();
  const posts = useBlogPosts();
  if (posts.isError) return <ErrorState title={t('news.title')} message={posts.error.message} />;
  const newest = [...(posts.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {posts.isPending
        ? [0, 1, 2].map((index) => <Skeleton key={index} h="72" borderRadius="card" />)
        : newest.map((post) => (
            <Card.Root key={post.id} as="article" borderRadius="card" boxShadow="card" bg="bg.panel" overflow="hidden">
              <Image src={post.coverImg} alt="" h="40" objectFit="cover" />
              <Card.Body gap="3">
                <Text textStyle="xs" color="fg.muted">
                  {format.date(post.createdAt)} · {post.category}
                </Text>
                <Heading as="h3" size="sm">
                  <Link asChild>
                    <RouterLink to={paths.blogDetail(slugOf(post.title))}>{post.title}</RouterLink>
                  </Link>
                </Heading>
                <HStack gap="2">
                  <Avatar.Root size="xs">
                    <Avatar.Image src={post.author.avatar} alt="" />
                    <Avatar.Fallback name={post.author.name} />
                  </Avatar.Root>
                  <Text textStyle="sm" flex="1">
                    {t('news.by', { name: post.author.name })}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {t('news.views', { count: post.view, formatted: format.number(post.view) })}
                  </Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
    </SimpleGrid>
  );
}
