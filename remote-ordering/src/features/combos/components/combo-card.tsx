import type { Combo } from '@restaurant/shared/contracts';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@restaurant/shared/ui';
import { MenuPhoto } from '../../../lib/menu-photo';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';

export function comboSaving(combo: Pick<Combo, 'price' | 'originalPrice'>): number {
  return Math.max(0, combo.originalPrice - combo.price);
}

export function ComboCard({ combo }: { combo: Combo }) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const saving = comboSaving(combo);

  return (
    <Card.Root as="article" variant="outline" overflow="hidden" h="full">
      <MenuPhoto
        photo={combo.photo}
        drawingUrl={combo.imageUrl}
        alt={combo.englishName || combo.name}
        sizes="(min-width: 1024px) 400px, (min-width: 480px) 50vw, 100vw"
        width={400}
        height={300}
      />
      <Card.Body gap="2" p="4">
        <Heading as="h3" size="md">
          <Link asChild color="fg" _hover={{ color: 'colorPalette.fg' }}>
            <RouterLink to={paths.comboDetail(combo.id)}>{combo.name}</RouterLink>
          </Link>
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {combo.description}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle">{t('combos.serves', { count: combo.serves })}</Badge>
          <Badge variant="subtle">{t('combos.itemCount', { count: combo.itemCount })}</Badge>
          {combo.soldOut ? (
            <Badge colorPalette="gray" variant="solid">
              {t('combos.soldOut')}
            </Badge>
          ) : null}
        </HStack>
      </Card.Body>
      <Card.Footer p="4" pt="0" gap="3" alignItems="baseline" flexWrap="wrap">
        <Stack gap="0">
          <Text fontWeight="semibold" fontSize="lg" color="colorPalette.fg">
            {format.price(combo.price)}
          </Text>
          {saving > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <Text as="s" aria-label={t('combos.originalPrice', { price: format.price(combo.originalPrice) })}>
                {format.price(combo.originalPrice)}
              </Text>{' '}
              · {t('combos.save', { amount: format.price(saving) })}
            </Text>
          ) : null}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
