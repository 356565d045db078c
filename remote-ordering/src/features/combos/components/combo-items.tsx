import type { ComboItem } from '@restaurant/shared/contracts';
import { Box, HStack, Image, Stack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useMenuTexts } from '../../../lib/use-menu-texts';

/** What a combo contains: each dish with its quantity and what it would cost on its own. */
export function ComboItems({ items }: { items: readonly ComboItem[] }) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const menuTexts = useMenuTexts();
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {items.map((item) => (
        <HStack as="li" key={item.foodId} gap="3" align="center">
          <Image
            src={item.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            htmlWidth={56}
            htmlHeight={56}
            w="14"
            h="14"
            fit="cover"
            borderRadius="l2"
            bg="bg.muted"
            flexShrink={0}
          />
          <Box flex="1" minW="0">
            <Text fontWeight="medium" lang="vi">
              {item.name}
            </Text>
            {menuTexts.gloss(item) ? (
              <Text fontSize="sm" color="fg.muted">
                {menuTexts.gloss(item)}
              </Text>
            ) : null}
          </Box>
          <Text fontSize="sm" color="fg.muted" textAlign="end" flexShrink={0}>
            {t('combos.itemLine', { quantity: item.quantity, price: format.price(item.price) })}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
