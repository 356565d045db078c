import type { ReactNode } from 'react';
import type { Photo } from '@restaurant/shared/contracts';
import { Grid, PageContainer, Stack, type PageContainerProps } from '@restaurant/shared/ui';
import { MenuPhoto } from './menu-photo';

export interface DetailLayoutProps extends Omit<PageContainerProps, 'children'> {
  /** The photo (null: the drawing at `src`): the page's largest picture, fetched first and preloaded. */
  image: { src: string; alt: string; photo: Photo | null };
  /** What stands beside the picture: badges, price, description, the add-to-cart control... */
  children: ReactNode;
}

/** A dish's or a combo's page: its picture beside its facts (stacked on phones). */
export function DetailLayout({ image, children, ...page }: DetailLayoutProps) {
  return (
    <PageContainer {...page}>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '6', md: '10' }}>
        <MenuPhoto
          photo={image.photo}
          drawingUrl={image.src}
          alt={image.alt}
          sizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"
          width={640}
          height={480}
          borderRadius="card"
          priority
        />
        <Stack gap="5">{children}</Stack>
      </Grid>
    </PageContainer>
  );
}
