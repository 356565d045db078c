import { useRef, useState } from 'react';
import { runIfAllowed, type Action, type AppAbility, type Role } from '../lib/ability';
import { SAMPLE_POSTS, type SamplePost } from '../lib/sample-posts';
import { caslTranslations } from '../translations';

export interface Announcement {
  /** New for every outcome, so the same words said twice are announced twice. */
  readonly id: number;
  readonly text: string;
  readonly refused: boolean;
}

/**
 * The posts and their edit and delete handlers, each guarded by the role's ability: a handler refuses, and says
 * so, whatever triggered it, when the role may not act.
 */
export function useGuardedPosts(ability: AppAbility, role: Role) {
  const { t } = caslTranslations.useTranslation();
  const [posts, setPosts] = useState<readonly SamplePost[]>(SAMPLE_POSTS);
  const [announcement, setAnnouncementState] = useState<Announcement | null>(null);
  const nextId = useRef(0);
  const setAnnouncement = (said: Omit<Announcement, 'id'> | null) => {
    nextId.current += 1;
    setAnnouncementState(said && { ...said, id: nextId.current });
  };

  const guard = (action: Action, run: () => void): boolean => {
    const ran = runIfAllowed(ability, action, run);
    if (!ran) {
      setAnnouncement({
        text: t('refused', { role: t(`roles.${role}`), action: t(`actions.${action}`) }),
        refused: true,
      });
    }
    return ran;
  };

  return {
    posts,
    announcement,
    rename: (post: SamplePost, title: string): boolean =>
      guard('edit', () => {
        const next = title.trim() === '' ? post.title : title.trim();
        setPosts((current) => current.map((item) => (item.id === post.id ? { ...item, title: next } : item)));
        setAnnouncement({ text: t('saved', { title: next }), refused: false });
      }),
    remove: (post: SamplePost): boolean =>
      guard('delete', () => {
        setPosts((current) => current.filter((item) => item.id !== post.id));
        setAnnouncement({ text: t('deleted', { title: post.title }), refused: false });
      }),
    /** Refuses at once when editing is forbidden, so a forbidden edit never even opens. */
    mayStartEditing: (): boolean => guard('edit', () => undefined),
    restore: () => {
      setPosts(SAMPLE_POSTS);
      setAnnouncement(null);
    },
  };
}

export type GuardedPosts = ReturnType<typeof useGuardedPosts>;
