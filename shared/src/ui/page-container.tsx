import { Box, Breadcrumb, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { commonTranslations } from '@restaurant/shared';
import { Link as RouterLink } from '@restaurant/shared/router';

export interface BreadcrumbItem {
  label: string;
  /** Omit on the current page (the last item). */
  to?: string;
}

export interface PageContainerProps {
  title: string;
  description?: string;
  /** Trail after "Home"; the title closes it when the last item is not the current page. */
  breadcrumb?: readonly BreadcrumbItem[];
  /** Buttons or filters shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every page's frame: breadcrumb trail, one h1 title, then the page. */
export function PageContainer({ title, description, breadcrumb = [], actions, children }: PageContainerProps) {
  const { t } = commonTranslations.useTranslation();
  const trail: readonly BreadcrumbItem[] = [{ label: t('breadcrumb.home'), to: '/' }, ...breadcrumb];
  const last = trail[trail.length - 1];
  const items = last?.to === undefined && trail.length > 1 ? trail : [...trail, { label: title }];

  return (
    <Stack as="section" gap="6" py={{ base: '6', md: '8' }} aria-labelledby="page-title">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
        <Stack gap="2">
          <Breadcrumb.Root size="sm" aria-label={t('breadcrumb.label')}>
            <Breadcrumb.List>
              {items.map((item, index) => {
                const isLast = index === items.length - 1;
                return (
                  <Fragment key={`${item.label}-${index}`}>
                    <Breadcrumb.Item>
                      {isLast || item.to === undefined ? (
                        <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
                      ) : (
                        <Breadcrumb.Link asChild>
                          <RouterLink to={item.to}>{item.label}</RouterLink>
                        </Breadcrumb.Link>
                      )}
                    </Breadcrumb.Item>
                    {isLast ? null : <Breadcrumb.Separator />}
                  </Fragment>
                );
              })}
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <Heading as="h1" id="page-title" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {actions ? <Box flexShrink={0}>{actions}</Box> : null}
      </Stack>
      {children}
    </Stack>
  );
}
