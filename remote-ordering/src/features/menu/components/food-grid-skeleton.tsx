import { Card, SimpleGrid, Skeleton, SkeletonText, VisuallyHidden } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

/** Cards of the same size as the real ones, so nothing jumps when the dishes arrive. */
export function FoodGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { t } = orderingTranslations.useTranslation();
  return (
    <SimpleGrid role="status" aria-busy="true" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
      <VisuallyHidden>{label ?? t('menu.loadingDishes')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} variant="outline" overflow="hidden">
          <Skeleton aspectRatio="4 / 3" w="full" />
          <Card.Body gap="3" p="4">
            <SkeletonText noOfLines={3} gap="2" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
