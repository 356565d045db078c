import type { ReactNode } from 'react';
import { HStack, IconButton, Text } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { Input } from '@restaurant/shared/ui-form';
import { Tooltip } from '@restaurant/shared/ui-popover';
import type { Email } from '../../../lib/sample-data';
import type { EmailActions } from '../hooks/use-email-actions';
import { emailTranslations } from '../translations';
import { MailOpenIcon, RestoreIcon, StarIcon, TrashIcon } from './email-icons';

export interface EmailToolbarProps {
  /** The mails the list shows now: "select all" and the bulk actions act on these. */
  shown: readonly Email[];
  inTrash: boolean;
  search: string;
  onSearch: (search: string) => void;
  actions: EmailActions;
}

function ToolbarButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={300}>
      <Tooltip.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} onClick={onClick}>
          {children}
        </IconButton>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

/** Select all, then the bulk actions on the checked mails (mark read, star, delete or restore), and the search. */
export function EmailToolbar({ shown, inTrash, search, onSearch, actions }: EmailToolbarProps) {
  const { t } = emailTranslations.useTranslation();
  const checked = shown.filter((email) => email.checked).map((email) => email.id);
  const all = shown.length > 0 && checked.length === shown.length;
  const ids = shown.map((email) => email.id);

  return (
    <HStack gap="2" p="3" borderBottomWidth="1px" wrap="wrap">
      <Checkbox.Root
        checked={all ? true : checked.length > 0 ? 'indeterminate' : false}
        disabled={shown.length === 0}
        onCheckedChange={() => actions.setChecked(ids, !all)}
        px="2"
      >
        <Checkbox.HiddenInput aria-label={t('selectAll')} />
        <Checkbox.Control />
      </Checkbox.Root>
      {checked.length > 0 ? (
        <HStack gap="1">
          <Text textStyle="sm" color="fg.muted" me="1">
            {t('checkedCount', { count: checked.length })}
          </Text>
          <ToolbarButton label={t('markRead')} onClick={() => actions.markRead(checked)}>
            <MailOpenIcon />
          </ToolbarButton>
          <ToolbarButton label={t('star')} onClick={() => actions.star(checked, true)}>
            <StarIcon />
          </ToolbarButton>
          <ToolbarButton label={inTrash ? t('restore') : t('delete')} onClick={() => actions.toggleTrash(checked)}>
            {inTrash ? <RestoreIcon /> : <TrashIcon />}
          </ToolbarButton>
        </HStack>
      ) : null}
      <Input
        type="search"
        size="sm"
        flex="1"
        minW="40"
        ms="auto"
        maxW={{ md: 'xs' }}
        aria-label={t('search')}
        placeholder={t('search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
    </HStack>
  );
}
