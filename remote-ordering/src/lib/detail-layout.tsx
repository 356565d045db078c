import type { ReactNode } from 'react';
import { Grid, Image, PageContainer, Stack, type PageContainerProps } from '@restaurant/shared/ui';

export interface DetailLayoutProps extends Omit<PageContainerProps, 'children'> {
  image: { src: string; alt: string };
  /** What stands beside the picture: badges, price, description, the add-to-cart control... */
  children: ReactNode;
}

/** A dish's or a combo's page: its picture beside its facts (stacked on phones). */
export function DetailLayout({ image, children, ...page }: DetailLayoutProps) {
  return (
    <PageContainer {...page}>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '6', md: '10' }}>
        <Image
          src={image.src}
          alt={image.alt}
          htmlWidth={640}
          htmlHeight={480}
          aspectRatio="4 / 3"
          w="full"
          h="auto"
          fit="cover"
          borderRadius="card"
          bg="bg.muted"
        />
        <Stack gap="5">{children}</Stack>
      </Grid>
    </PageContainer>
  );
}
