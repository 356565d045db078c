import { Button, HStack, IconButton, Wrap } from '@restaurant/shared/ui';
import { Avatar, AvatarGroup } from '@restaurant/shared/ui-avatar';
import { Kbd } from '@restaurant/shared/ui-display';
import { DownloadIcon, EditIcon, SearchIcon, StarIcon, TrashIcon, UndoIcon } from '../../../lib/icons';
import { TEAM } from '../lib/team';
import { uiComponentsTranslations } from '../translations';
import { Tip } from './tip';

const ACTIONS = [
  { key: 'edit', Icon: EditIcon },
  { key: 'download', Icon: DownloadIcon },
  { key: 'star', Icon: StarIcon },
  { key: 'delete', Icon: TrashIcon },
] as const;

/** Icon buttons named by their tooltips' words: the tooltip shows to the eye what the label says to a screen reader. */
export function ToolbarTooltips() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <HStack
      role="toolbar"
      aria-label={t('tooltip.toolbarLabel')}
      gap="1"
      p="1"
      borderWidth="1px"
      borderRadius="l2"
      alignSelf="start"
    >
      {ACTIONS.map(({ key, Icon }) => (
        <Tip key={key} content={t(`tooltip.actions.${key}`)}>
          <IconButton
            aria-label={t(`tooltip.actions.${key}`)}
            variant="ghost"
            colorPalette={key === 'delete' ? 'red' : undefined}
          >
            <Icon />
          </IconButton>
        </Tip>
      ))}
    </HStack>
  );
}

const SHORTCUTS = [
  { key: 'save', keys: ['Ctrl', 'S'], Icon: DownloadIcon },
  { key: 'search', keys: ['Ctrl', 'K'], Icon: SearchIcon },
  { key: 'undo', keys: ['Ctrl', 'Z'], Icon: UndoIcon },
] as const;

/** A tooltip that also teaches the keyboard shortcut of its action. */
export function ShortcutTooltips() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <Wrap gap="3">
      {SHORTCUTS.map(({ key, keys, Icon }) => (
        <Tip
          key={key}
          arrow
          content={
            <HStack gap="1" dir="ltr">
              {keys.map((part) => (
                <Kbd key={part} size="sm">
                  {part}
                </Kbd>
              ))}
            </HStack>
          }
        >
          <Button variant="outline" aria-keyshortcuts={keys.join('+')}>
            <Icon />
            {t(`tooltip.shortcutNames.${key}`)}
          </Button>
        </Tip>
      ))}
    </Wrap>
  );
}

/** A group of avatars, each naming its person and role in a tooltip. */
export function TeamTooltips() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <AvatarGroup size="lg" spaceX="-3" role="list" aria-label={t('tooltip.teamLabel')}>
      {TEAM.map((member) => {
        const label = t('tooltip.member', { name: member.name, role: t(`tooltip.roles.${member.role}`) });
        return (
          <Tip key={member.name} content={label}>
            <Avatar.Root role="listitem" aria-label={label} tabIndex={0} borderWidth="2px" borderColor="bg.panel">
              <Avatar.Image src={member.image} alt="" />
              <Avatar.Fallback name={member.name} />
            </Avatar.Root>
          </Tip>
        );
      })}
    </AvatarGroup>
  );
}
