import { useMemo, useState } from 'react';
import type { Combo, Food, SoldOutKind } from '@restaurant/shared/contracts';
import { useSearchParams } from '@restaurant/shared/router';
import { Alert, Box, PageContainer, Stack, Text } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { useAllCombos } from '../api/get-combos';
import { useAllFoods } from '../api/get-foods';
import { useSoldOutMarks } from '../api/get-sold-out-marks';
import { filterByName } from '../lib/name-filter';
import { soldOutTranslations } from '../translations';
import type { SoldOutItem } from './sold-out-row';
import { SoldOutSection } from './sold-out-section';

const NO_FOODS: readonly Food[] = [];
const NO_COMBOS: readonly Combo[] = [];
const namesOf = (item: SoldOutItem) => [item.name, item.englishName];

/** Who marked each item today, by `kind:id`. */
type MarkedBy = ReadonlyMap<string, string>;
const markKey = (kind: SoldOutKind, id: number) => `${kind}:${id}`;

function foodItem(food: Food, markedBy: MarkedBy): SoldOutItem {
  const { id, name, englishName, soldOut, available } = food;
  return {
    kind: 'food',
    id,
    name,
    englishName,
    soldOut,
    offMenu: !available,
    markedBy: markedBy.get(markKey('food', id)),
  };
}

function comboItem(combo: Combo, markedBy: MarkedBy): SoldOutItem {
  const { id, name, englishName, soldOut } = combo;
  return { kind: 'combo', id, name, englishName, soldOut, markedBy: markedBy.get(markKey('combo', id)) };
}

/**
 * Sold out (`paths.staff.soldOut`, issue 32 point 6): every dish and combo with a switch that marks it sold out for
 * today or puts it back, filtered by name. The mark is the API's: the menu shows it and orders refuse it; it lapses at
 * the end of the restaurant's day with nothing to undo.
 */
export function SoldOutPage() {
  const { t } = soldOutTranslations.useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = searchParams.get('q') ?? '';
  const foods = useAllFoods();
  const combos = useAllCombos();
  const marks = useSoldOutMarks();
  const [announcement, setAnnouncement] = useState('');

  const markedBy = useMemo<MarkedBy>(
    () =>
      new Map(
        (marks.data ?? []).flatMap((mark) =>
          mark.soldOutBy ? [[markKey(mark.kind, mark.id), mark.soldOutBy.name]] : [],
        ),
      ),
    [marks.data],
  );
  const foodItems = useMemo(
    () => (foods.data ?? NO_FOODS).map((food) => foodItem(food, markedBy)),
    [foods.data, markedBy],
  );
  const comboItems = useMemo(
    () => (combos.data ?? NO_COMBOS).map((combo) => comboItem(combo, markedBy)),
    [combos.data, markedBy],
  );
  const onChanged = (name: string, soldOut: boolean) =>
    setAnnouncement(soldOut ? t('marked', { name }) : t('cleared', { name }));

  return (
    <PageContainer title={t('title')} description={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap="6" maxW="4xl">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('todayOnly')}</Alert.Title>
        </Alert.Root>
        <Box as="form" role="search" aria-label={t('filter')} onSubmit={(event) => event.preventDefault()}>
          <Field.Root maxW="md">
            <Field.Label>{t('filter')}</Field.Label>
            <Input
              type="search"
              value={filter}
              onChange={(event) =>
                setSearchParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
              }
            />
            <Field.HelperText>{t('filterHint')}</Field.HelperText>
          </Field.Root>
        </Box>
        <Text role="status" fontSize="sm">
          {announcement}
        </Text>
        <SoldOutSection
          id="dishes"
          title={t('dishes')}
          query={foods}
          items={filterByName(foodItems, filter, namesOf)}
          soldOutCount={foodItems.filter((item) => item.soldOut).length}
          filter={filter}
          onChanged={onChanged}
        />
        <SoldOutSection
          id="combos"
          title={t('combos')}
          query={combos}
          items={filterByName(comboItems, filter, namesOf)}
          soldOutCount={comboItems.filter((item) => item.soldOut).length}
          filter={filter}
          note={t('combosNote')}
          onChanged={onChanged}
        />
      </Stack>
    </PageContainer>
  );
}
