import { Badge, chakra, HStack, IconButton, Stack, Text } from '@restaurant/shared/ui';
import { StarFilledIcon, StarIcon } from '../../../lib/icons';
import type { Contact } from '../../../lib/sample-data';
import { fullName } from '../lib/contact-transitions';
import { contactsTranslations } from '../translations';
import { ContactAvatar } from './contact-avatar';

export interface ContactListProps {
  contacts: readonly Contact[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onToggleStar: (contact: Contact) => void;
}

/** The filtered contacts: a row shows its contact's details, its star toggles starred. */
export function ContactList({ contacts, selectedId, onSelect, onToggleStar }: ContactListProps) {
  const { t } = contactsTranslations.useTranslation();
  return (
    <Stack as="ul" aria-label={t('list')} gap="1" listStyleType="none">
      {contacts.map((contact) => {
        const name = fullName(contact);
        const selected = contact.id === selectedId;
        return (
          <HStack
            as="li"
            key={contact.id}
            position="relative"
            gap="3"
            p="2"
            borderRadius="l2"
            bg={selected ? 'colorPalette.subtle' : undefined}
            _hover={{ bg: selected ? undefined : 'bg.muted' }}
          >
            <ContactAvatar contact={contact} />
            <Stack gap="0" minW="0" flex="1">
              {/* The name is the button's whole name; its ::before stretches over the row so all of it selects. */}
              <chakra.button
                type="button"
                textAlign="start"
                fontWeight="semibold"
                cursor="pointer"
                outline="none"
                truncate
                dir="auto"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(contact.id)}
                _before={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'l2' }}
                _focusVisible={{ _before: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' } }}
              >
                {name}
              </chakra.button>
              <HStack gap="2">
                <Text fontSize="sm" color="fg.muted" truncate>
                  {t(`filterNames.${contact.department}`)}
                </Text>
                {contact.frequentlycontacted ? (
                  <Badge size="sm" colorPalette="gray">
                    {t('frequent')}
                  </Badge>
                ) : null}
              </HStack>
            </Stack>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette={contact.starred ? 'orange' : 'gray'}
              aria-label={t('star', { name })}
              aria-pressed={contact.starred}
              onClick={() => onToggleStar(contact)}
              position="relative"
              zIndex="1"
            >
              {contact.starred ? <StarFilledIcon /> : <StarIcon />}
            </IconButton>
          </HStack>
        );
      })}
    </Stack>
  );
}
