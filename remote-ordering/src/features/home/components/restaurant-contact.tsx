import { useIntlLocale } from '@restaurant/shared';
import { Box, Link, Text } from '@restaurant/shared/ui';
import { localeOf } from '../../../lib/format';
import { orderingTranslations } from '../../../lib/translations';
import { useRestaurantContact } from '../api/get-opening-hours';

/** The country's name in the reader's language (`VN` -> "Vietnam", "Việt Nam"...), the code when Intl has none. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Where the restaurant is and the number to call, as the manager set them (`/staff/settings`), beside the opening
 * hours: the same data as the homepage's schema.org Restaurant. Nothing is drawn while it is unknown or unset.
 */
export function RestaurantContact() {
  const { t } = orderingTranslations.useTranslation();
  const locale = localeOf(useIntlLocale());
  const { data: contact } = useRestaurantContact();
  if (!contact) return null;
  return (
    <Box fontSize="sm">
      <Text fontWeight="semibold" id="home-contact-title">
        {t('home.contactTitle')}
      </Text>
      <Box as="address" fontStyle="normal" aria-labelledby="home-contact-title">
        <Text>{contact.streetAddress}</Text>
        <Text>
          {t('home.locality', {
            postalCode: contact.postalCode,
            locality: contact.addressLocality,
            country: countryName(contact.addressCountry, locale),
          })}
        </Text>
        <Text>
          {t('home.telephone')} {/* a number reads left to right in every language */}
          <Link
            href={`tel:${contact.telephone.replace(/[ -]/g, '')}`}
            color="inherit"
            textDecoration="underline"
            dir="ltr"
          >
            {contact.telephone}
          </Link>
        </Text>
      </Box>
    </Box>
  );
}
