import { HStack, StarIcon } from '@restaurant/shared/ui';

export interface RatingStarsProps {
  rating: number;
  /** The whole rating in words ("Rated 3 out of 5"): the stars themselves are drawn, not read. */
  label: string;
}

/** A read-only star rating: one image with a spoken name, five drawn stars. */
export function RatingStars({ rating, label }: RatingStarsProps) {
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <HStack role="img" aria-label={label} gap="0.5" fontSize="sm">
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} color={index < full ? 'orange.fg' : 'fg.subtle'} />
      ))}
    </HStack>
  );
}
