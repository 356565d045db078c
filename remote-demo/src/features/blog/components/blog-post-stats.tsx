import { HStack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { blogTranslations } from '../translations';
import { CommentIcon, EyeIcon, ShareIcon } from './blog-icons';

export interface BlogPostStatsProps {
  views: number;
  comments?: number;
  shares?: number;
}

/**
 * A post's counts, each an icon and its number; the word is for screen readers ("Views: 1,256"), so no language needs
 * plural forms of it.
 */
export function BlogPostStats({ views, comments, shares }: BlogPostStatsProps) {
  const { t } = blogTranslations.useTranslation();
  const format = useDemoFormatters();
  const stats = [
    { key: 'views', Icon: EyeIcon, label: t('stats.views'), value: format.number(views) },
    ...(comments === undefined
      ? []
      : [{ key: 'comments', Icon: CommentIcon, label: t('stats.comments'), value: format.number(comments) }]),
    ...(shares === undefined
      ? []
      : [{ key: 'shares', Icon: ShareIcon, label: t('stats.shares'), value: format.number(shares) }]),
  ];
  return (
    <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" color="fg.muted" fontSize="sm">
      {stats.map(({ key, Icon, label, value }) => (
        <HStack as="li" key={key} gap="1">
          <Icon boxSize="4" />
          <Text>
            <VisuallyHidden>{label}: </VisuallyHidden>
            {value}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
