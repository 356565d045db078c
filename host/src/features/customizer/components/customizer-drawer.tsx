import { LANGUAGES, THEME_NAMES, useCustomizerStore, type Language } from '@restaurant/shared';
import { useLanguageTypefaces } from '@restaurant/shared/system';
import { Stack } from '@restaurant/shared/ui';
import { CloseButton, Drawer, Portal } from '@restaurant/shared/ui-dialog';
import { customizerTranslations } from '../../../lib/customizer-translations';
import { BorderRadiusSlider } from './border-radius-slider';
import { SettingChoice } from './setting-choice';
import { SettingSection } from './setting-section';
import { SettingToggle } from './setting-toggle';

export interface CustomizerDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Every display setting of spec section 2, written straight into the customizer store. Each group reads its own value
 * (`select`), so the click that chooses one re-renders that group alone, not the whole drawer.
 */
export default function CustomizerDrawer({ open, onOpenChange }: CustomizerDrawerProps) {
  const { t } = customizerTranslations.useTranslation();
  const setTheme = useCustomizerStore((state) => state.setTheme);
  const setMode = useCustomizerStore((state) => state.setMode);
  const setDirection = useCustomizerStore((state) => state.setDirection);
  const setBoxed = useCustomizerStore((state) => state.setBoxed);
  const setHorizontalLayout = useCustomizerStore((state) => state.setHorizontalLayout);
  const setSidebarCollapsed = useCustomizerStore((state) => state.setSidebarCollapsed);
  const setLanguage = useCustomizerStore((state) => state.setLanguage);
  const setCardShadow = useCustomizerStore((state) => state.setCardShadow);
  // The language choices name each language in itself (中文, العربية).
  useLanguageTypefaces(LANGUAGES);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('customizer.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <SettingSection>
                  <SettingChoice
                    label={t('customizer.theme')}
                    select={(settings) => settings.theme}
                    options={THEME_NAMES.map((name) => ({
                      value: name,
                      label: t(`customizer.themes.${name}`),
                      palette: name,
                    }))}
                    onChange={setTheme}
                  />
                </SettingSection>
                <SettingSection>
                  <SettingChoice
                    label={t('customizer.mode')}
                    select={(settings) => settings.mode}
                    options={[
                      { value: 'light', label: t('customizer.light') },
                      { value: 'dark', label: t('customizer.dark') },
                    ]}
                    onChange={setMode}
                  />
                </SettingSection>
                <SettingSection>
                  <SettingChoice
                    label={t('customizer.direction')}
                    select={(settings) => settings.direction}
                    options={[
                      { value: 'ltr', label: t('customizer.ltr') },
                      { value: 'rtl', label: t('customizer.rtl') },
                    ]}
                    onChange={setDirection}
                  />
                </SettingSection>
                <SettingSection>
                  <SettingChoice<Language>
                    label={t('customizer.language')}
                    select={(settings) => settings.language}
                    options={LANGUAGES.map((code) => ({ value: code, label: t(`common:language.${code}`) }))}
                    onChange={setLanguage}
                  />
                </SettingSection>
                <SettingSection>
                  <SettingChoice
                    label={t('customizer.container')}
                    select={(settings) => (settings.boxed ? 'boxed' : 'full')}
                    options={[
                      { value: 'boxed', label: t('customizer.boxed') },
                      { value: 'full', label: t('customizer.fullWidth') },
                    ]}
                    onChange={(value) => setBoxed(value === 'boxed')}
                  />
                </SettingSection>
                <SettingSection>
                  <SettingChoice
                    label={t('customizer.layout')}
                    select={(settings) => (settings.horizontalLayout ? 'horizontal' : 'vertical')}
                    options={[
                      { value: 'horizontal', label: t('customizer.horizontal') },
                      { value: 'vertical', label: t('customizer.vertical') },
                    ]}
                    onChange={(value) => setHorizontalLayout(value === 'horizontal')}
                  />
                </SettingSection>
                <SettingSection>
                  <Stack gap="4">
                    <SettingToggle
                      label={t('customizer.sidebar')}
                      select={(settings) => settings.sidebarCollapsed}
                      onChange={setSidebarCollapsed}
                    />
                    <SettingToggle
                      label={t('customizer.cardShadow')}
                      select={(settings) => settings.cardShadow}
                      onChange={setCardShadow}
                    />
                  </Stack>
                </SettingSection>
                <BorderRadiusSlider />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('customizer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
