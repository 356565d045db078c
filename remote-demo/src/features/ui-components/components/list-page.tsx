import { useMemo, useState } from 'react';
import { HStack, Stack, Text } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { Switch } from '@restaurant/shared/ui-choice';
import { Listbox } from '@restaurant/shared/ui-demo-controls';
import { List } from '@restaurant/shared/ui-display';
import { createListCollection } from '@restaurant/shared/ui-select';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';
import { PeopleList, StepList } from './list-examples';

const FOLDERS = ['inbox', 'drafts', 'sent', 'trash'] as const;
const TASKS = ['prep', 'stock', 'clean'] as const;
const SETTINGS = ['wifi', 'bluetooth', 'notifications'] as const;

function SelectableList() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [value, setValue] = useState<string[]>(['inbox']);
  const collection = useMemo(
    () => createListCollection({ items: FOLDERS.map((folder) => ({ value: folder, label: t(`list.${folder}`) })) }),
    [t],
  );
  const selected = collection.items.find((item) => item.value === value[0])?.label ?? '';
  return (
    <Stack gap="3">
      <Listbox.Root collection={collection} value={value} onValueChange={(details) => setValue(details.value)}>
        <Listbox.Label>{t('list.folders')}</Listbox.Label>
        <Listbox.Content>
          {collection.items.map((item) => (
            <Listbox.Item item={item} key={item.value}>
              <Listbox.ItemText>{item.label}</Listbox.ItemText>
              <Listbox.ItemIndicator />
            </Listbox.Item>
          ))}
        </Listbox.Content>
      </Listbox.Root>
      <Text color="fg.muted">{t('list.selectedFolder', { value: selected })}</Text>
    </Stack>
  );
}

function CheckboxList() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [done, setDone] = useState<readonly string[]>(['stock']);
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="medium" mb="2">
        {t('list.tasks')}
      </Text>
      <List.Root variant="plain" gap="2">
        {TASKS.map((task) => (
          <List.Item key={task}>
            <Checkbox.Root
              checked={done.includes(task)}
              onCheckedChange={(details) =>
                setDone((current) =>
                  details.checked === true ? [...current, task] : current.filter((item) => item !== task),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`list.taskNames.${task}`)}</Checkbox.Label>
            </Checkbox.Root>
          </List.Item>
        ))}
      </List.Root>
      <Text color="fg.muted" textStyle="sm">
        {t('list.done', { count: done.length, total: TASKS.length })}
      </Text>
    </Stack>
  );
}

function SwitchList() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [on, setOn] = useState<readonly string[]>(['wifi']);
  return (
    <List.Root variant="plain" gap="3" aria-label={t('list.settings')}>
      {SETTINGS.map((setting) => (
        <List.Item key={setting}>
          <Switch.Root
            width="full"
            justifyContent="space-between"
            checked={on.includes(setting)}
            onCheckedChange={(details) =>
              setOn((current) => (details.checked ? [...current, setting] : current.filter((item) => item !== setting)))
            }
          >
            <Switch.HiddenInput />
            <Switch.Label>{t(`list.${setting}`)}</Switch.Label>
            <Switch.Control />
          </Switch.Root>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** /ui-components/list: simple and nested lists, a selectable list, and lists of checkboxes and switches. */
export default function ListPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <GalleryPage page="list">
      <ExampleCard title={t('list.simple')}>
        <List.Root ps="5" gap="2">
          {FOLDERS.map((folder) => (
            <List.Item key={folder}>{t(`list.${folder}`)}</List.Item>
          ))}
        </List.Root>
      </ExampleCard>
      <ExampleCard title={t('list.nested')}>
        <List.Root ps="5" gap="2">
          <List.Item>
            {t('list.starters')}
            <List.Root ps="5" mt="2" gap="1">
              <List.Item>{t('list.soups')}</List.Item>
              <List.Item>{t('list.salads')}</List.Item>
            </List.Root>
          </List.Item>
          <List.Item>
            {t('list.mains')}
            <List.Root ps="5" mt="2" gap="1">
              <List.Item>{t('list.grills')}</List.Item>
              <List.Item>{t('list.pasta')}</List.Item>
            </List.Root>
          </List.Item>
        </List.Root>
      </ExampleCard>
      <ExampleCard title={t('list.selectable')}>
        <SelectableList />
      </ExampleCard>
      <ExampleCard title={t('list.checkboxes')}>
        <CheckboxList />
      </ExampleCard>
      <ExampleCard title={t('list.switches')}>
        <HStack>
          <SwitchList />
        </HStack>
      </ExampleCard>
      <ExampleCard title={t('list.people')}>
        <PeopleList />
      </ExampleCard>
      <ExampleCard title={t('list.steps')}>
        <StepList />
      </ExampleCard>
    </GalleryPage>
  );
}
