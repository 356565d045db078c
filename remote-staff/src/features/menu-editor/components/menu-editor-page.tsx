import { useId, useMemo, useState } from 'react';
import type { ManagedCategory, ManagedCombo, ManagedFood } from '@restaurant/shared/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  PageContainer,
  Stack,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { Tabs } from '@restaurant/shared/ui-tabs';
import { useFormatters } from '../../../lib/format';
import { useManagedList } from '../api/get-managed-menu';
import type { MenuKind, MenuRecord } from '../api/menu-kinds';
import { useMoveMenuRecord } from '../api/move-menu-record';
import { useRetireMenuRecord } from '../api/retire-menu-record';
import { inMenuOrder, type Move } from '../lib/reorder';
import { menuEditorTranslations } from '../translations';
import { MenuItemDialog, type MenuEditing } from './menu-item-dialog';
import { MenuList, useVisitorName } from './menu-list';

const KINDS: readonly MenuKind[] = ['categories', 'foods', 'combos'];

function Section({
  title,
  items,
  details,
  onEdit,
  onMove,
  moving,
  onRetire,
  level = 2,
}: {
  title: string;
  items: readonly MenuRecord[];
  details: (record: MenuRecord) => readonly string[];
  onEdit: (record: MenuRecord) => void;
  onMove: (record: MenuRecord, move: Move, count: number) => void;
  moving: boolean;
  onRetire: (record: MenuRecord) => void;
  level?: 2 | 3;
}) {
  const headingId = useId();
  return (
    <Stack gap="3">
      <Heading as={level === 2 ? 'h2' : 'h3'} size={level === 2 ? 'md' : 'sm'} id={headingId}>
        {title}
      </Heading>
      <MenuList
        items={items}
        labelledBy={headingId}
        details={details}
        onEdit={onEdit}
        onMove={(record, move) => onMove(record, move, items.length)}
        moving={moving}
        onRetire={onRetire}
      />
    </Stack>
  );
}

/**
 * The menu editor (`paths.staff.menu`, issue 55, managers only): categories, dishes (by category) and combos, each
 * list in menu order with its photo, names, price and retired badge; create and edit in a dialog (texts in five
 * languages, the photo), reorder by dragging or with Move up / Move down (the new place is announced).
 */
export function MenuEditorPage() {
  const { t } = menuEditorTranslations.useTranslation();
  const format = useFormatters();
  const visitorName = useVisitorName();
  const categories = useManagedList('categories');
  const foods = useManagedList('foods');
  const combos = useManagedList('combos');
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = useMoveMenuRecord();
  const retire = useRetireMenuRecord((record) =>
    setAnnouncement(t(record.retired ? 'list.retiredDone' : 'list.unretiredDone', { name: record.names.vi })),
  );
  const retired = (kind: MenuKind) => (record: MenuRecord) => {
    setAnnouncement('');
    retire.mutate({ kind, id: record.id, retired: !record.retired });
  };

  const orderedCategories = useMemo(() => inMenuOrder(categories.data ?? []), [categories.data]);
  const orderedCombos = useMemo(() => inMenuOrder(combos.data ?? []), [combos.data]);
  const foodGroups = useMemo(() => {
    const all = inMenuOrder(foods.data ?? []);
    const known = new Set(orderedCategories.map((category) => category.id));
    const groups = orderedCategories.map((category) => ({
      category: category as ManagedCategory | null,
      foods: all.filter((food) => food.categoryId === category.id),
    }));
    const orphans = all.filter((food) => !known.has(food.categoryId));
    return orphans.length > 0 ? [...groups, { category: null, foods: orphans }] : groups;
  }, [foods.data, orderedCategories]);

  const nameOf = (record: ManagedCategory | ManagedFood) => visitorName(record.names).text;
  const edit = (kind: MenuKind) => (record: MenuRecord) =>
    setEditing({ mode: 'edit', kind, id: record.id, name: record.names.vi });
  const moved = (kind: MenuKind) => (record: MenuRecord, step: Move, count: number) => {
    setAnnouncement('');
    move.mutate(
      { kind, id: step.id, position: step.position },
      { onSuccess: () => setAnnouncement(t('list.moved', { name: record.names.vi, position: step.index + 1, count })) },
    );
  };
  const categoryDetails = (record: MenuRecord) => [
    t('list.dishCount', { number: (record as ManagedCategory).foodCount }),
  ];
  const foodDetails = (record: MenuRecord) => {
    const food = record as ManagedFood;
    return [format.money(food.price), ...(food.vegetarian ? [t('list.vegetarian')] : [])];
  };
  const comboDetails = (record: MenuRecord) => {
    const combo = record as ManagedCombo;
    return [format.money(combo.price), t('list.serves', { people: combo.serves })];
  };
  const queries = { categories, foods, combos };
  const pending = categories.isPending || foods.isPending || combos.isPending;
  const failed = [categories, foods, combos].find((query) => query.isError);

  return (
    <PageContainer title={t('title')} description={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap="4">
        <VisuallyHidden>
          <div role="status">{announcement}</div>
        </VisuallyHidden>
        {pending ? <LoadingState lines={4} label={t('loading')} /> : null}
        {failed?.error ? (
          <ErrorState
            message={failed.error.message}
            onRetry={() => KINDS.forEach((kind) => void queries[kind].refetch())}
          />
        ) : null}
        {move.isError ? <ErrorState message={move.error.message} /> : null}
        {retire.isError ? <ErrorState message={retire.error.message} /> : null}
        {!pending && !failed ? (
          <Tabs.Root defaultValue="foods" variant="line" lazyMount>
            <Tabs.List>
              {KINDS.map((kind) => (
                <Tabs.Trigger key={kind} value={kind}>
                  {t(`tabs.${kind}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Text fontSize="sm" color="fg.muted" mt="3">
              {t('list.reorderHint')}
            </Text>
            <Tabs.Content value="categories">
              <Stack gap="4">
                <HStack>
                  <Button onClick={() => setEditing({ mode: 'create', kind: 'categories' })}>
                    {t('add.categories')}
                  </Button>
                </HStack>
                {orderedCategories.length === 0 ? <EmptyState title={t('empty')} /> : null}
                <Section
                  title={t('tabs.categories')}
                  items={orderedCategories}
                  details={categoryDetails}
                  onEdit={edit('categories')}
                  onMove={moved('categories')}
                  moving={move.isPending}
                  onRetire={retired('categories')}
                />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="foods">
              <Stack gap="6">
                <HStack>
                  <Button onClick={() => setEditing({ mode: 'create', kind: 'foods' })}>{t('add.foods')}</Button>
                </HStack>
                {foodGroups.every((group) => group.foods.length === 0) ? <EmptyState title={t('empty')} /> : null}
                {foodGroups
                  .filter((group) => group.foods.length > 0)
                  .map((group) => (
                    <Section
                      key={group.category?.id ?? 'other'}
                      title={group.category ? nameOf(group.category) : t('list.otherCategory')}
                      items={group.foods}
                      details={foodDetails}
                      onEdit={edit('foods')}
                      onMove={moved('foods')}
                      moving={move.isPending}
                      onRetire={retired('foods')}
                    />
                  ))}
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="combos">
              <Stack gap="4">
                <HStack>
                  <Button onClick={() => setEditing({ mode: 'create', kind: 'combos' })}>{t('add.combos')}</Button>
                </HStack>
                {orderedCombos.length === 0 ? <EmptyState title={t('empty')} /> : null}
                <Section
                  title={t('tabs.combos')}
                  items={orderedCombos}
                  details={comboDetails}
                  onEdit={edit('combos')}
                  onMove={moved('combos')}
                  moving={move.isPending}
                  onRetire={retired('combos')}
                />
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        ) : null}
      </Stack>
      <MenuItemDialog
        editing={editing}
        categories={orderedCategories}
        foods={inMenuOrder(foods.data ?? [])}
        nameOf={nameOf}
        onClose={() => setEditing(null)}
        onSaved={(kind, record, created) => {
          setAnnouncement(t('form.saved', { name: record.names.vi }));
          setEditing(created ? { mode: 'edit', kind, id: record.id, name: record.names.vi } : null);
        }}
      />
    </PageContainer>
  );
}
