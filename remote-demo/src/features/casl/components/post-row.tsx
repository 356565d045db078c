import { Can } from '@casl/react';
import { useState, type FormEvent } from 'react';
import { Button, HStack, Text } from '@restaurant/shared/ui';
import { Input } from '@restaurant/shared/ui-form';
import type { GuardedPosts } from '../hooks/use-guarded-posts';
import type { Action, AppAbility } from '../lib/ability';
import type { SamplePost } from '../lib/sample-posts';
import { caslTranslations } from '../translations';

export interface PostRowProps {
  post: SamplePost;
  posts: GuardedPosts;
  /** Shows the buttons the role may not use too, so the guard behind them can be tried. */
  showForbidden: boolean;
}

/** One post: its title (or an inline rename form) and the actions the role's ability allows. */
export function PostRow({ post, posts, showForbidden }: PostRowProps) {
  const { t } = caslTranslations.useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null) posts.rename(post, draft);
    setDraft(null);
  };

  if (draft !== null) {
    return (
      <HStack as="form" gap="2" onSubmit={save} flexWrap="wrap">
        <Input
          size="sm"
          flex="1"
          minW="40"
          aria-label={t('title')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoFocus
        />
        <Button type="submit" size="sm">
          {t('save')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
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
          if (posts.mayStartEditing()) setDraft(post.title);
        })}
        {action('delete', () => posts.remove(post))}
      </HStack>
    </HStack>
  );
}
