import { LANGUAGES, THEME_NAMES, useCustomizerStore, type Language } from '@restaurant/shared';
import { Box, Stack, Text } from '@restaurant/shared/ui';
import { CloseButton, Drawer, Portal, RadioGroup, Slider, Switch } from '@restaurant/shared/ui-extra';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChoiceProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string; palette?: string }>;
  onChange: (value: V) => void;
}

function Choice<V extends string>({ label, value, options, onChange }: ChoiceProps<V>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        const next = options.find((option) => option.value === details.value);
        if (next) onChange(next.value);
      }}
      aria-label={label}
      size="sm"
    >
      <Text as="h3" fontWeight="semibold" mb="2">
        {label}
      </Text>
      <Stack direction="row" wrap="wrap" gap="3">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} colorPalette={option.palette}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      justifyContent="space-between"
      width="full"
    >
      <Switch.HiddenInput />
      <Switch.Label fontWeight="semibold">{label}</Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Box borderBottomWidth="1px" borderColor="border" pb="5">
      {children}
    </Box>
  );
}

export interface CustomizerDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every display setting of spec section 2, written straight into the customizer store. */
export default function CustomizerDrawer({ open, onOpenChange }: CustomizerDrawerProps) {
  const { t } = useTranslation(['host', 'common']);
  const theme = useCustomizerStore((state) => state.theme);
  const mode = useCustomizerStore((state) => state.mode);
  const direction = useCustomizerStore((state) => state.direction);
  const boxed = useCustomizerStore((state) => state.boxed);
  const horizontalLayout = useCustomizerStore((state) => state.horizontalLayout);
  const sidebarCollapsed = useCustomizerStore((state) => state.sidebarCollapsed);
  const language = useCustomizerStore((state) => state.language);
  const cardShadow = useCustomizerStore((state) => state.cardShadow);
  const borderRadius = useCustomizerStore((state) => state.borderRadius);
  const setTheme = useCustomizerStore((state) => state.setTheme);
  const setMode = useCustomizerStore((state) => state.setMode);
  const setDirection = useCustomizerStore((state) => state.setDirection);
  const setBoxed = useCustomizerStore((state) => state.setBoxed);
  const setHorizontalLayout = useCustomizerStore((state) => state.setHorizontalLayout);
  const setSidebarCollapsed = useCustomizerStore((state) => state.setSidebarCollapsed);
  const setLanguage = useCustomizerStore((state) => state.setLanguage);
  const setCardShadow = useCustomizerStore((state) => state.setCardShadow);
  const setBorderRadius = useCustomizerStore((state) => state.setBorderRadius);

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
                <Section>
                  <Choice
                    label={t('customizer.theme')}
                    value={theme}
                    options={THEME_NAMES.map((name) => ({
                      value: name,
                      label: t(`customizer.themes.${name}`),
                      palette: name,
                    }))}
                    onChange={setTheme}
                  />
                </Section>
                <Section>
                  <Choice
                    label={t('customizer.mode')}
                    value={mode}
                    options={[
                      { value: 'light', label: t('customizer.light') },
                      { value: 'dark', label: t('customizer.dark') },
                    ]}
                    onChange={setMode}
                  />
                </Section>
                <Section>
                  <Choice
                    label={t('customizer.direction')}
                    value={direction}
                    options={[
                      { value: 'ltr', label: t('customizer.ltr') },
                      { value: 'rtl', label: t('customizer.rtl') },
                    ]}
                    onChange={setDirection}
                  />
                </Section>
                <Section>
                  <Choice<Language>
                    label={t('customizer.language')}
                    value={language}
                    options={LANGUAGES.map((code) => ({ value: code, label: t(`common:language.${code}`) }))}
                    onChange={setLanguage}
                  />
                </Section>
                <Section>
                  <Choice
                    label={t('customizer.container')}
                    value={boxed ? 'boxed' : 'full'}
                    options={[
                      { value: 'boxed', label: t('customizer.boxed') },
                      { value: 'full', label: t('customizer.fullWidth') },
                    ]}
                    onChange={(value) => setBoxed(value === 'boxed')}
                  />
                </Section>
                <Section>
                  <Choice
                    label={t('customizer.layout')}
                    value={horizontalLayout ? 'horizontal' : 'vertical'}
                    options={[
                      { value: 'horizontal', label: t('customizer.horizontal') },
                      { value: 'vertical', label: t('customizer.vertical') },
                    ]}
                    onChange={(value) => setHorizontalLayout(value === 'horizontal')}
                  />
                </Section>
                <Section>
                  <Stack gap="4">
                    <Toggle label={t('customizer.sidebar')} checked={sidebarCollapsed} onChange={setSidebarCollapsed} />
                    <Toggle label={t('customizer.cardShadow')} checked={cardShadow} onChange={setCardShadow} />
                  </Stack>
                </Section>
                <Slider.Root
                  min={0}
                  max={24}
                  step={1}
                  value={[borderRadius]}
                  onValueChange={(details) => setBorderRadius(details.value[0] ?? borderRadius)}
                  getAriaValueText={() => t('customizer.borderRadiusValue', { value: borderRadius })}
                >
                  <Stack direction="row" justify="space-between">
                    <Slider.Label fontWeight="semibold">{t('customizer.borderRadius')}</Slider.Label>
                    <Text fontSize="sm" color="fg.muted">
                      {t('customizer.borderRadiusValue', { value: borderRadius })}
                    </Text>
                  </Stack>
                  <Slider.Control>
                    <Slider.Track>
                      <Slider.Range />
                    </Slider.Track>
                    <Slider.Thumbs />
                  </Slider.Control>
                </Slider.Root>
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
