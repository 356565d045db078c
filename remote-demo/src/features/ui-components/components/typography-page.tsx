import { HStack, Stack, Text } from '@restaurant/shared/ui';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

// The theme's text styles, largest first; shown as text, not headings, so the page outline stays the examples'.
const TEXT_STYLES = ['6xl', '5xl', '4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
const COLORS = [
  ['fg', 'fg'],
  ['muted', 'fg.muted'],
  ['subtle', 'fg.subtle'],
  ['theme', 'colorPalette.fg'],
  ['success', 'fg.success'],
  ['warning', 'fg.warning'],
  ['error', 'fg.error'],
  ['info', 'fg.info'],
] as const;
const WEIGHTS = ['normal', 'medium', 'semibold', 'bold'] as const;

/** /ui-components/typography: the theme's type scale, weights and text colours, in light and dark. */
export default function TypographyPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <GalleryPage page="typography" columns={1}>
      <ExampleCard title={t('typography.scale')}>
        <Stack gap="3">
          {TEXT_STYLES.map((style) => (
            <HStack key={style} gap="4" align="baseline">
              <Text textStyle="sm" color="fg.muted" minW="16" flexShrink={0}>
                {t('typography.sizeLabel', { size: style })}
              </Text>
              <Text textStyle={style} fontWeight={style.endsWith('xl') ? 'semibold' : 'normal'} lineClamp={1}>
                {t('typography.sample')}
              </Text>
            </HStack>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title={t('typography.weights')}>
        <Stack gap="2">
          {WEIGHTS.map((weight) => (
            <Text key={weight} textStyle="lg" fontWeight={weight}>
              {t(`typography.weightNames.${weight}`)}: {t('typography.sample')}
            </Text>
          ))}
          <Text color="fg.muted" maxW="prose" mt="2">
            {t('typography.paragraph')}
          </Text>
        </Stack>
      </ExampleCard>
      <ExampleCard title={t('typography.colors')}>
        <Stack gap="2">
          {COLORS.map(([name, token]) => (
            <Text key={name} color={token} textStyle="lg" fontWeight="medium">
              {t(`typography.colorNames.${name}`)}: {token}
            </Text>
          ))}
        </Stack>
      </ExampleCard>
    </GalleryPage>
  );
}
