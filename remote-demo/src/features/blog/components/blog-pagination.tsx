import { ButtonGroup, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@restaurant/shared/ui';
import { Pagination } from '@restaurant/shared/ui-demo-controls';
import { POSTS_PER_PAGE } from '../lib/blog-list';
import { blogTranslations } from '../translations';

export interface BlogPaginationProps {
  total: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Pages of post cards; the arrows follow the reading direction (rtl mirrors them). */
export function BlogPagination({ total, page, onPageChange }: BlogPaginationProps) {
  const { t } = blogTranslations.useTranslation();
  if (total <= POSTS_PER_PAGE) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={POSTS_PER_PAGE}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: t('posts.pagination'),
        prevTriggerLabel: t('posts.previousPage'),
        nextTriggerLabel: t('posts.nextPage'),
        itemLabel: ({ page: item }) => t('posts.pageLabel', { page: item }),
      }}
      alignSelf="center"
    >
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <ChevronLeftIcon _rtl={{ transform: 'scaleX(-1)' }} />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <ChevronRightIcon _rtl={{ transform: 'scaleX(-1)' }} />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
