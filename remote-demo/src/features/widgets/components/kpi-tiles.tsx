import { SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { widgetsTranslations } from '../translations';

const TILES = [
  { key: 'employees', value: 96, palette: 'blue' },
  { key: 'clients', value: 3650, palette: 'orange' },
  { key: 'projects', value: 356, palette: 'green' },
  { key: 'events', value: 696, palette: 'red' },
  { key: 'payroll', value: 96, palette: 'purple' },
  { key: 'reports', value: 59, palette: 'cyan' },
] as const;

/** Six key figures in soft tinted tiles (the palette's subtle tokens, so dark mode keeps them readable). */
export function KpiTiles() {
  const { t } = widgetsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3, xl: 6 }} gap="4" aria-label={t('kpi.title')} listStyleType="none">
      {TILES.map((tile) => (
        <Stack
          as="li"
          key={tile.key}
          colorPalette={tile.palette}
          bg="colorPalette.subtle"
          borderRadius="card"
          p="5"
          gap="1"
          align="center"
          textAlign="center"
        >
          <Text textStyle="sm" color="colorPalette.fg" fontWeight="medium">
            {t(`kpi.${tile.key}`)}
          </Text>
          <Text textStyle="xl" fontWeight="semibold" color="colorPalette.fg">
            {numbers.number(tile.value)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
