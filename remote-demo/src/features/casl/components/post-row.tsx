import { Can } from '@casl/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Button, HStack, Text } from '@restaurant/shared/ui';
import { Input } from '@restaurant/shared/ui-form';
import type { GuardedPosts } from '../hooks/use-guarded-posts';
import type { Action, AppAbility } from '../lib/ability';
import { postTitleSchemas, type PostTitleValues } from '../lib/post-title-schema';
import type { SamplePost } from '../lib/sample-posts';
import { caslTranslations } from '../translations';

const resolver = contractResolver<PostTitleValues>(postTitleSchemas, { optional: ['title'], trim: ['title'] });

export interface PostRowProps {
  post: SamplePost;
  posts: GuardedPosts;
  /** Shows the buttons the role may not use too, so the guard behind them can be tried. */
  showForbidden: boolean;
}

/** One post: its title (or an inline rename form) and the actions the role's ability allows. */
export function PostRow({ post, posts, showForbidden }: PostRowProps) {
  const { t } = caslTranslations.useTranslation();
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, reset } = useForm<PostTitleValues>({
    resolver,
    defaultValues: { title: post.title },
  });

  const save = handleSubmit(({ title }) => {
    // A blank title keeps the post's own: `rename` decides, as the guard behind it must.
    posts.rename(post, title.trim());
    setEditing(false);
  });

  if (editing) {
    return (
      <HStack as="form" gap="2" onSubmit={(event) => void save(event)} flexWrap="wrap">
        <Input size="sm" flex="1" minW="40" aria-label={t('title')} autoFocus {...register('title')} />
        <Button type="submit" size="sm">
          {t('save')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
          {t('cancel')}
        </Button>
      </HStack>
    );
  }

  const action = (name: Action, onClick: () => void) => (
    <Can<AppAbility> I={name} a="Post" passThrough>
      {({ isAllowed }) =>
        isAllowed || showForbidden ? (
          <Button
            size="sm"
            variant={name === 'delete' ? 'outline' : 'subtle'}
            colorPalette={name === 'delete' ? 'red' : undefined}
            aria-label={t(name === 'edit' ? 'editPost' : 'deletePost', { title: post.title })}
            onClick={onClick}
          >
            {t(name)}
          </Button>
        ) : null
      }
    </Can>
  );

  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap">
      <Text fontWeight="medium">{post.title}</Text>
      <HStack gap="2">
        {action('edit', () => {
          if (!posts.mayStartEditing()) return;
          // Each edit starts from the post's current title, not from an earlier, cancelled draft.
          reset({ title: post.title });
          setEditing(true);
        })}
        {action('delete', () => posts.remove(post))}
      </HStack>
    </HStack>
  );
}
