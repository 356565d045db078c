import { commonTranslations } from '../i18n/define-translations';
import { RESTAURANT_IMAGE_PATH, useAbsoluteUrl } from './site-origin';
import { jsonLdText } from './structured-data';

export interface PageHeadProps {
  /** What is on the page (the dish's name and price...): the document title adds the restaurant's name. */
  title: string;
  /** One or two sentences saying what the page holds (search results show it). */
  description: string;
  /** The picture a shared link shows (root-relative or absolute): the dish's photo; the restaurant's when absent. */
  image?: string;
  /** `og:type`: `website` for every page today. */
  type?: 'website' | 'article';
  /** schema.org data of the page (built by `structured-data.ts`). */
  jsonLd?: object;
}

/**
 * The head of a public page, rendered by the page itself: React 19 hoists `<title>` and `<meta>` into the document's
 * head in the browser, and on the server writes them first, where the site server moves them into `<head>`
 * (`assemblePage`). The JSON-LD stays in the page where it is rendered, a data block.
 */
export function PageHead({ title: page, description, image: ownImage, type = 'website', jsonLd }: PageHeadProps) {
  const { t } = commonTranslations.useTranslation();
  const absolute = useAbsoluteUrl();
  const image = absolute(ownImage ?? RESTAURANT_IMAGE_PATH);
  const brand = t('brand');
  const title = t('pageTitle', { page, brand });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd ? (
        // a data block: React writes the text as is, which jsonLdText made safe inside a script element
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      ) : null}
    </>
  );
}
