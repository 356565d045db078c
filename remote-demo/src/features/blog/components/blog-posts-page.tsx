import { paths, useSearchParams } from '@restaurant/shared/router';
import { EmptyState, ErrorState, Heading, PageContainer, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { useBlogPosts, type BlogCategory } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { isBlogCategory, isBlogSort, viewBlogList, type BlogSort } from '../lib/blog-list';
import { blogTranslations } from '../translations';
import { BlogFilters } from './blog-filters';
import { BlogPagination } from './blog-pagination';
import { BlogPostCard } from './blog-post-card';
import { BlogPostsSkeleton } from './blog-posts-skeleton';

/** `/apps/blog/posts`: the featured posts, then every other post as a card, filtered, sorted and paged in the URL. */
export default function BlogPostsPage() {
  const { t } = blogTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const [params, setParams] = useSearchParams();
  const posts = useBlogPosts();

  const categoryParam = params.get('category');
  const sortParam = params.get('sort');
  const category: BlogCategory | 'all' = isBlogCategory(categoryParam) ? categoryParam : 'all';
  const sort: BlogSort = isBlogSort(sortParam) ? sortParam : 'newest';
  const page = Number(params.get('page') ?? '1') || 1;

  // A new filter or order starts again from the first page.
  const setParam = (name: string, value: string, fallback: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === fallback) next.delete(name);
      else next.set(name, value);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const view = posts.data ? viewBlogList(posts.data, { category, sort, page }) : undefined;

  return (
    <PageContainer
      title={tDemo('apps.pages.blog-posts')}
      breadcrumb={[{ label: t('breadcrumb'), to: paths.demo.apps['blog-posts'] }]}
      actions={
        <BlogFilters
          category={category}
          sort={sort}
          onCategoryChange={(value) => setParam('category', value, 'all')}
          onSortChange={(value) => setParam('sort', value, 'newest')}
        />
      }
    >
      {posts.isPending ? <BlogPostsSkeleton /> : null}
      {posts.isError ? <ErrorState title={t('posts.loadError')} message={posts.error.message} /> : null}
      {view ? (
        <Stack gap="8">
          {view.featured.length > 0 ? (
            <Stack as="section" gap="4" aria-labelledby="blog-featured">
              <Heading as="h2" id="blog-featured" size="lg">
                {t('posts.featured')}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
                {view.featured.map((post) => (
                  <li key={post.id}>
                    <BlogPostCard post={post} featured />
                  </li>
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
          <Stack as="section" gap="4" aria-labelledby="blog-latest">
            <Heading as="h2" id="blog-latest" size="lg">
              {t('posts.latest')}
            </Heading>
            {view.cards.length === 0 ? (
              <EmptyState title={t('posts.empty')} />
            ) : (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
                {view.cards.map((post) => (
                  <li key={post.id}>
                    <BlogPostCard post={post} />
                  </li>
                ))}
              </SimpleGrid>
            )}
            <BlogPagination
              total={view.total}
              page={view.page}
              onPageChange={(next) => setParam('page', String(next), '1')}
            />
          </Stack>
        </Stack>
      ) : null}
    </PageContainer>
  );
}
