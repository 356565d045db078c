import { HStack, Text } from '@restaurant/shared/ui';
import { useBlogFormat } from '../lib/use-blog-format';
import { blogTranslations } from '../translations';
import { CommentIcon, EyeIcon, ShareIcon } from './blog-icons';

export interface BlogPostStatsProps {
  views: number;
  comments?: number;
  shares?: number;
}

/** A post's counts, each an icon with its number and word (the word is for screen readers and tooltips alike). */
export function BlogPostStats({ views, comments, shares }: BlogPostStatsProps) {
  const { t } = blogTranslations.useTranslation();
  const format = useBlogFormat();
  const stats = [
    { key: 'views', Icon: EyeIcon, label: t('stats.views', { value: format.number(views) }) },
    ...(comments === undefined
      ? []
      : [{ key: 'comments', Icon: CommentIcon, label: t('stats.comments', { value: format.number(comments) }) }]),
    ...(shares === undefined
      ? []
      : [{ key: 'shares', Icon: ShareIcon, label: t('stats.shares', { value: format.number(shares) }) }]),
  ];
  return (
    <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" color="fg.muted" fontSize="sm">
      {stats.map(({ key, Icon, label }) => (
        <HStack as="li" key={key} gap="1">
          <Icon boxSize="4" />
          <Text>{label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
