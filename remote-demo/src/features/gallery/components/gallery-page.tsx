import { useRef, useState } from 'react';
import { EmptyState, ErrorState, PageContainer, SimpleGrid, Skeleton, Stack, Text } from '@restaurant/shared/ui';
import { useGallery } from '../../../lib/sample-data';
import { SearchField } from '../../../lib/search';
import { demoTranslations } from '../../../lib/translations';
import { searchGallery } from '../lib/gallery';
import { galleryTranslations } from '../translations';
import { GalleryThumbnail } from './gallery-thumbnail';
import { GalleryViewer } from './gallery-viewer';

/** `/apps/gallery`: the 12 photos with name and date, a search, and a larger view to browse them by keyboard. */
export default function GalleryPage() {
  const { t: tDemo } = demoTranslations.useTranslation();
  const { t } = galleryTranslations.useTranslation();
  const { data, error, isPending, refetch } = useGallery();
  const [query, setQuery] = useState('');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef(new Map<number, HTMLButtonElement>());
  const visible = searchGallery(data ?? [], query);
  const openItem = openIndex === null ? undefined : visible[openIndex];
  // Remembered past the close, which clears openIndex before the dialog asks where focus goes back.
  const lastShownId = useRef<number | null>(null);
  const show = (index: number) => {
    lastShownId.current = visible[index]?.id ?? null;
    setOpenIndex(index);
  };

  return (
    <PageContainer
      title={tDemo('apps.pages.gallery')}
      description={t('description')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
    >
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={query} onChange={setQuery} />
        {data ? (
          <Text color="fg.muted" fontWeight="medium">
            {t('total', { count: visible.length })}
          </Text>
        ) : null}
      </Stack>
      {error ? (
        <ErrorState title={t('loadError')} message={error.message} onRetry={() => void refetch()} />
      ) : isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} aspectRatio="4 / 3" borderRadius="card" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <EmptyState title={t('noResults', { query: query.trim() })} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {visible.map((item, index) => (
            <li key={item.id}>
              <GalleryThumbnail
                item={item}
                onOpen={() => show(index)}
                buttonRef={(element) => {
                  if (element) thumbnails.current.set(item.id, element);
                  else thumbnails.current.delete(item.id);
                }}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <GalleryViewer
        items={visible}
        index={openItem ? openIndex : null}
        onIndexChange={show}
        onClose={() => setOpenIndex(null)}
        returnFocusTo={() => thumbnails.current.get(lastShownId.current ?? -1) ?? null}
      />
    </PageContainer>
  );
}
