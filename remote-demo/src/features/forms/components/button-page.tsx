import { useState } from 'react';
import { Button, ButtonGroup, Group, HStack, IconButton, Wrap } from '@restaurant/shared/ui';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { DownloadIcon, PlusIcon, SendIcon, TrashIcon } from '../../../lib/icons';
import { formsTranslations } from '../translations';

const VARIANTS = ['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

function LoadingExample() {
  const { t } = formsTranslations.useTranslation();
  const [loading, setLoading] = useState(false);
  const start = () => {
    setLoading(true);
    window.setTimeout(() => setLoading(false), 1500);
  };
  return (
    <Wrap gap="3" align="center">
      <Button loading={loading} loadingText={t('button.saving')} onClick={start}>
        {t('button.save')}
      </Button>
      <Button loading loadingText={t('button.saving')} variant="outline">
        {t('button.save')}
      </Button>
      <Button loading loadingText={t('button.sending')} variant="subtle" spinnerPlacement="end">
        {t('button.send')}
      </Button>
    </Wrap>
  );
}

/** `/forms/form-elements/button`: variants, icons, loading, sizes and groups, in the colour theme. */
export default function ButtonPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="button" description={t('button.description')} columns={2}>
      <ExampleCard title={t('button.variants')}>
        <Wrap gap="3">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`button.variant.${variant}`)}
            </Button>
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('button.withIcons')}>
        <Wrap gap="3">
          <Button>
            <PlusIcon />
            {t('button.add')}
          </Button>
          <Button variant="outline">
            {t('button.send')}
            <SendIcon css={{ _rtl: { transform: 'scaleX(-1)' } }} />
          </Button>
          <Button variant="subtle">
            <DownloadIcon />
            {t('button.download')}
          </Button>
          <IconButton aria-label={t('button.add')}>
            <PlusIcon />
          </IconButton>
          <IconButton aria-label={t('button.delete')} variant="outline">
            <TrashIcon />
          </IconButton>
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('button.loading')}>
        <LoadingExample />
      </ExampleCard>
      <ExampleCard title={t('button.sizes')}>
        <HStack gap="3" wrap="wrap" align="center">
          {SIZES.map((size) => (
            <Button key={size} size={size}>
              {t('button.size', { size: size.toUpperCase() })}
            </Button>
          ))}
        </HStack>
      </ExampleCard>
      <ExampleCard title={t('button.groups')}>
        <Wrap gap="4">
          <Group attached>
            <Button variant="outline">{t('button.day')}</Button>
            <Button variant="outline">{t('button.week')}</Button>
            <Button variant="outline">{t('button.month')}</Button>
          </Group>
          <ButtonGroup size="sm" variant="subtle">
            <Button>{t('button.save')}</Button>
            <Button>{t('button.cancel')}</Button>
          </ButtonGroup>
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('button.disabled')}>
        <Wrap gap="3">
          <Button disabled>{t('button.save')}</Button>
          <Button disabled variant="outline">
            {t('button.cancel')}
          </Button>
        </Wrap>
      </ExampleCard>
    </ExamplePage>
  );
}
