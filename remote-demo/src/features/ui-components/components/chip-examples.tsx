import { useState } from 'react';
import { Button, Stack, Text, Wrap } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { Tag } from '@restaurant/shared/ui-display';
import { CheckIcon } from '../../../lib/icons';
import { TEAM } from '../lib/team';
import { uiComponentsTranslations } from '../translations';

const CUISINES = ['vietnamese', 'thai', 'japanese', 'italian', 'mexican'] as const;
type Cuisine = (typeof CUISINES)[number];

/** Chips that filter: each a toggle button, pressed while its cuisine is shown; the line below says what is. */
export function FilterChips() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [chosen, setChosen] = useState<readonly Cuisine[]>(['vietnamese', 'thai']);
  const toggle = (cuisine: Cuisine) =>
    setChosen((current) =>
      current.includes(cuisine) ? current.filter((item) => item !== cuisine) : [...current, cuisine],
    );
  const names = CUISINES.filter((cuisine) => chosen.includes(cuisine)).map((cuisine) => t(`chip.cuisines.${cuisine}`));
  return (
    <Stack gap="3">
      <Wrap gap="2" role="group" aria-label={t('chip.cuisine')}>
        {CUISINES.map((cuisine) => {
          const on = chosen.includes(cuisine);
          return (
            <Button
              key={cuisine}
              size="xs"
              borderRadius="full"
              variant={on ? 'solid' : 'outline'}
              aria-pressed={on}
              onClick={() => toggle(cuisine)}
            >
              {on ? <CheckIcon /> : null}
              {t(`chip.cuisines.${cuisine}`)}
            </Button>
          );
        })}
      </Wrap>
      <Text textStyle="sm" color="fg.muted">
        {names.length === 0 || names.length === CUISINES.length
          ? t('chip.showingAll')
          : t('chip.showing', { names: names.join(', ') })}
      </Text>
    </Stack>
  );
}

/** People as chips: a small avatar before the name. */
export function PeopleChips() {
  return (
    <Wrap gap="2">
      {TEAM.map((member) => (
        <Tag.Root key={member.name} size="xl" borderRadius="full" ps="1" variant="surface">
          <Tag.StartElement>
            <Avatar.Root size="2xs">
              <Avatar.Image src={member.image} alt="" />
              <Avatar.Fallback name={member.name} />
            </Avatar.Root>
          </Tag.StartElement>
          <Tag.Label>{member.name}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  );
}
