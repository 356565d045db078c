import { Alert, Badge, Button, Card, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { DataList } from '@restaurant/shared/ui-demo';
import { EditIcon, RestoreIcon, StarFilledIcon, StarIcon, TrashIcon } from '../../../lib/icons';
import type { Contact } from '../../../lib/sample-data';
import { fullName } from '../lib/contact-transitions';
import { contactsTranslations } from '../translations';
import { ContactAvatar } from './contact-avatar';

export interface ContactDetailProps {
  contact: Contact;
  onToggleStar: () => void;
  onEdit: () => void;
  onToggleDeleted: () => void;
}

const FIELDS = ['company', 'phone', 'email', 'address', 'notes'] as const;

/** One contact's details with its actions: star, edit, delete (or restore, under Deleted). */
export function ContactDetail({ contact, onToggleStar, onEdit, onToggleDeleted }: ContactDetailProps) {
  const { t } = contactsTranslations.useTranslation();
  const name = fullName(contact);
  return (
    <Card.Root variant="outline">
      <Card.Body gap="6">
        <HStack gap="4" align="center" wrap="wrap">
          <ContactAvatar contact={contact} size="2xl" />
          <Stack gap="1" minW="0">
            <Heading as="h2" size="lg" dir="auto">
              {name}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="gray">{t(`filterNames.${contact.department}`)}</Badge>
              {contact.frequentlycontacted ? <Badge>{t('frequent')}</Badge> : null}
            </HStack>
          </Stack>
        </HStack>
        {contact.deleted ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('deletedHint')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <DataList.Root orientation="horizontal" gap="3">
          {FIELDS.map((field) => (
            <DataList.Item key={field}>
              <DataList.ItemLabel minW="24">{t(`fields.${field}`)}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Text wordBreak="break-word" dir="auto">
                  {contact[field] || '—'}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <HStack gap="3" wrap="wrap">
          {contact.deleted ? null : (
            <>
              <Button
                variant="outline"
                colorPalette={contact.starred ? 'orange' : 'gray'}
                aria-pressed={contact.starred}
                onClick={onToggleStar}
              >
                {contact.starred ? <StarFilledIcon /> : <StarIcon />}
                {t('starButton')}
              </Button>
              <Button variant="outline" onClick={onEdit}>
                <EditIcon />
                {t('edit')}
              </Button>
            </>
          )}
          <Button variant="outline" colorPalette={contact.deleted ? undefined : 'red'} onClick={onToggleDeleted}>
            {contact.deleted ? <RestoreIcon /> : <TrashIcon />}
            {contact.deleted ? t('restore') : t('delete')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
