import { Badge, chakra, Stack, Text } from '@restaurant/shared/ui';
import { CONTACT_DEPARTMENTS } from '../../../lib/sample-data';
import { CONTACT_VIEWS, type ContactFilter } from '../lib/contact-transitions';
import { contactsTranslations } from '../translations';

export interface ContactFiltersProps {
  filter: ContactFilter;
  counts: Record<ContactFilter, number>;
  onFilter: (filter: ContactFilter) => void;
}

function FilterButton({
  filter,
  active,
  count,
  onFilter,
}: {
  filter: ContactFilter;
  active: boolean;
  count: number;
  onFilter: (filter: ContactFilter) => void;
}) {
  const { t } = contactsTranslations.useTranslation();
  return (
    <chakra.button
      type="button"
      aria-pressed={active}
      onClick={() => onFilter(filter)}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      w="full"
      px="3"
      py="2"
      borderRadius="l2"
      textAlign="start"
      fontWeight={active ? 'semibold' : 'normal'}
      bg={active ? 'colorPalette.subtle' : 'transparent'}
      color={active ? 'colorPalette.fg' : 'fg'}
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <span>{t(`filterNames.${filter}`)}</span>
      <Badge variant="outline" colorPalette="gray">
        {count}
      </Badge>
    </chakra.button>
  );
}

/** The lists (all, frequent, starred), the four departments and the deleted contacts, each with its count. */
export function ContactFilters({ filter, counts, onFilter }: ContactFiltersProps) {
  const { t } = contactsTranslations.useTranslation();
  const group = (heading: string, filters: readonly ContactFilter[]) => (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="3">
        {heading}
      </Text>
      {filters.map((key) => (
        <FilterButton key={key} filter={key} active={key === filter} count={counts[key]} onFilter={onFilter} />
      ))}
    </Stack>
  );
  return (
    <Stack role="group" aria-label={t('filters')} gap="5">
      {group(t('views'), CONTACT_VIEWS)}
      {group(t('departmentsHeading'), CONTACT_DEPARTMENTS)}
      {group(t('filterNames.deleted'), ['deleted'])}
    </Stack>
  );
}
