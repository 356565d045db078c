import { Box, HStack, IconButton, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { List } from '@restaurant/shared/ui-display';
import { MailIcon } from '../../../lib/icons';
import { TEAM } from '../lib/team';
import { uiComponentsTranslations } from '../translations';

const STEPS = ['soak', 'fill', 'roll', 'serve'] as const;

/** People with their role and an action each, rows divided by a line. */
export function PeopleList() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <List.Root variant="plain" aria-label={t('list.team')} borderWidth="1px" borderRadius="l2" overflow="hidden">
      {TEAM.map((member, index) => (
        <List.Item key={member.name} px="3" py="2.5" borderTopWidth={index === 0 ? '0' : '1px'} alignItems="center">
          <HStack gap="3" flex="1" minW="0">
            <Avatar.Root size="sm">
              <Avatar.Image src={member.image} alt="" />
              <Avatar.Fallback name={member.name} />
            </Avatar.Root>
            <Box minW="0" flex="1">
              <Text fontWeight="medium" truncate>
                {member.name}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {t(`list.roles.${member.role}`)}
              </Text>
            </Box>
            <IconButton size="sm" variant="ghost" aria-label={t('list.message', { name: member.name })}>
              <MailIcon />
            </IconButton>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** An ordered list of a recipe's steps, each number in a disc. */
export function StepList() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <Stack gap="3">
      <Text fontWeight="medium" id="recipe-steps">
        {t('list.recipe')}
      </Text>
      <List.Root as="ol" variant="plain" gap="3" aria-labelledby="recipe-steps">
        {STEPS.map((step, index) => (
          <List.Item key={step} alignItems="flex-start" gap="3">
            <Box
              aria-hidden="true"
              flexShrink={0}
              boxSize="6"
              display="grid"
              placeItems="center"
              borderRadius="full"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              textStyle="xs"
              fontWeight="semibold"
            >
              {index + 1}
            </Box>
            <Text>{t(`list.stepItems.${step}`)}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
