import { useId, useState } from 'react';
import { HStack, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { Slider } from '@restaurant/shared/ui-slider';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { formsTranslations } from '../translations';

const MARKS = [0, 25, 50, 75, 100];

function VolumeExample() {
  const { t } = formsTranslations.useTranslation();
  const format = useDemoFormatters();
  const [value, setValue] = useState([40]);
  return (
    <Slider.Root value={value} onValueChange={(event) => setValue(event.value)} maxW="md">
      <HStack justify="space-between">
        <Slider.Label>{t('slider.volume')}</Slider.Label>
        <Slider.ValueText>{format.number(value[0] ?? 0)}</Slider.ValueText>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

function RangeExample() {
  const { t } = formsTranslations.useTranslation();
  const format = useDemoFormatters();
  const [value, setValue] = useState([20, 60]);
  const [low = 0, high = 0] = value;
  const id = useId();
  const minId = `${id}-min`;
  const maxId = `${id}-max`;
  return (
    <Slider.Root
      value={value}
      onValueChange={(event) => setValue(event.value)}
      min={0}
      max={100}
      step={5}
      minStepsBetweenThumbs={1}
      // Each thumb needs its own name ("Lowest price", "Highest price"), not only the group's label.
      aria-labelledby={[minId, maxId]}
      getAriaValueText={(details) => format.money(details.value)}
      maxW="md"
    >
      <HStack justify="space-between">
        <Slider.Label>{t('slider.priceRange')}</Slider.Label>
        <Text fontSize="sm" aria-hidden="true">
          {format.money(low)} – {format.money(high)}
        </Text>
      </HStack>
      <VisuallyHidden id={minId}>{t('slider.minPrice')}</VisuallyHidden>
      <VisuallyHidden id={maxId}>{t('slider.maxPrice')}</VisuallyHidden>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

function MarksExample() {
  const { t } = formsTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <Slider.Root defaultValue={[50]} step={25} maxW="md">
      <Slider.Label>{t('slider.spiciness')}</Slider.Label>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
        <Slider.Marks marks={MARKS.map((mark) => ({ value: mark, label: format.number(mark) }))} />
      </Slider.Control>
    </Slider.Root>
  );
}

function ValueLabelExample() {
  const { t } = formsTranslations.useTranslation();
  const format = useDemoFormatters();
  const [value, setValue] = useState([30]);
  return (
    <Slider.Root value={value} onValueChange={(event) => setValue(event.value)} maxW="md" pt="6">
      <Slider.Label>{t('slider.temperature')}</Slider.Label>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumb index={0}>
          <Slider.HiddenInput />
          <Text
            position="absolute"
            bottom="100%"
            mb="2"
            px="2"
            borderRadius="l1"
            bg="bg.inverted"
            color="fg.inverted"
            fontSize="xs"
            aria-hidden="true"
          >
            {t('slider.degrees', { value: format.number(value[0] ?? 0) })}
          </Text>
        </Slider.Thumb>
      </Slider.Control>
    </Slider.Root>
  );
}

/** `/forms/form-elements/slider`: a single value, a range with two named thumbs, marks and a value label. */
export default function SliderPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="slider" description={t('slider.description')} columns={2}>
      <ExampleCard title={t('slider.single')}>
        <VolumeExample />
      </ExampleCard>
      <ExampleCard title={t('slider.range')}>
        <RangeExample />
      </ExampleCard>
      <ExampleCard title={t('slider.marks')}>
        <MarksExample />
      </ExampleCard>
      <ExampleCard title={t('slider.valueLabel')}>
        <Stack gap="6">
          <ValueLabelExample />
          <Slider.Root defaultValue={[60]} disabled maxW="md">
            <Slider.Label>{t('slider.disabled')}</Slider.Label>
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
