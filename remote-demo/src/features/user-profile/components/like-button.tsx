import { Button } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { Likes } from '../../../lib/sample-data';
import { HeartIcon } from './profile-icons';

export interface LikeButtonProps {
  likes: Likes;
  /** The accessible name ("Like", "Like the comment by …"); the pressed state says whether it is liked. */
  label: string;
  onToggle: () => void;
  pending?: boolean;
  size?: 'xs' | 'sm';
}

/** A like toggle showing its count: pressed when liked (the heart fills with the theme colour). */
export function LikeButton({ likes, label, onToggle, pending = false, size = 'sm' }: LikeButtonProps) {
  const format = useDemoFormatters();
  return (
    <Button
      variant={likes.like ? 'subtle' : 'ghost'}
      colorPalette={likes.like ? 'red' : 'gray'}
      size={size}
      aria-pressed={likes.like}
      aria-label={`${label} (${format.number(likes.value)})`}
      disabled={pending}
      onClick={onToggle}
    >
      <HeartIcon fill={likes.like ? 'currentColor' : 'none'} />
      {format.number(likes.value)}
    </Button>
  );
}
