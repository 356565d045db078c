import { useEffect, useMemo, useRef, useState } from 'react';
import type { ManagedFloor, ManagedTable } from '@restaurant/shared/contracts';
import { Alert, Box, Button, ErrorState, Grid, Heading, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { isEditConflict } from '../../../lib/edit-version';
import { useManagedFloors } from '../api/get-managed-floors';
import { useSaveTable } from '../api/save-table';
import { freeSpotFor, nextCode, placementProblem } from '../lib/placement';
import { floorEditorTranslations } from '../translations';
import { FloorBar } from './floor-bar';
import { PlanEditor } from './plan-editor';
import { TableInspector } from './table-inspector';

/** How long a moved table waits for the next arrow key before its place is saved. */
const MOVE_SAVE_DELAY_MS = 400;

type Place = { x: number; y: number };

/**
 * The manager's floor plan (`/staff/floors`): the floors, the selected floor's plan (move tables with the arrow keys or
 * a pointer), the selected table's inspector, and a live region that says where a table went or why it cannot go
 * there. A move is checked here with the geometry the API uses, drawn at once, and saved once the keys stop.
 */
export function FloorEditorPage() {
  const { t } = floorEditorTranslations.useTranslation();
  const floors = useManagedFloors();
  const [floorId, setFloorId] = useState<number | null>(null);
  const [tableId, setTableId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Place>>({});
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const move = useSaveTable();
  const add = useSaveTable((table) => {
    setTableId(table.id);
    setAnnouncement(t('announce.added', { code: table.code }));
  });

  const stored = floors.data?.find((f) => f.id === floorId) ?? floors.data?.[0];
  const floor = useMemo<ManagedFloor | undefined>(
    () => stored && { ...stored, tables: stored.tables.map((x) => (drafts[x.id] ? { ...x, ...drafts[x.id] } : x)) },
    [stored, drafts],
  );
  // what a delayed save reads: the latest stored versions and places, not those of the render that set the timer
  const storedRef = useRef(stored);
  const draftsRef = useRef(drafts);
  useEffect(() => {
    storedRef.current = stored;
    draftsRef.current = drafts;
  });
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  if (floors.isPending) return <LoadingState label={t('loading')} />;
  if (floors.isError || !floor || !stored) {
    return <ErrorState message={floors.error?.message ?? ''} onRetry={() => void floors.refetch()} />;
  }
  const all = floors.data;
  const selected = floor.tables.find((x) => x.id === tableId);

  const saveMove = (id: number) => {
    const place = draftsRef.current[id];
    const table = storedRef.current?.tables.find((x) => x.id === id);
    if (!place || !table) return;
    if (move.isPending) {
      timers.current.set(
        id,
        setTimeout(() => saveMove(id), MOVE_SAVE_DELAY_MS),
      );
      return;
    }
    move.mutate(
      { kind: 'update', table, patch: place },
      {
        onSuccess: (saved) => setAnnouncement(t('announce.saved', { code: saved.code })),
        onError: (error) => setAnnouncement(isEditConflict(error) ? t('errors.conflict') : error.message),
        onSettled: () =>
          setDrafts((all) => {
            if (all[id] !== place) return all;
            const { [id]: _saved, ...rest } = all;
            return rest;
          }),
      },
    );
  };

  const onMove = (table: ManagedTable, x: number, y: number) => {
    const problem = placementProblem(floor, { ...table, x, y });
    if (problem !== null) {
      setAnnouncement(
        problem === 'off'
          ? t('announce.off', { code: table.code })
          : t('announce.touches', { code: table.code, other: problem }),
      );
      return;
    }
    setDrafts((all) => ({ ...all, [table.id]: { x, y } }));
    setAnnouncement(t('announce.moved', { code: table.code, x: Math.round(x), y: Math.round(y) }));
    clearTimeout(timers.current.get(table.id));
    timers.current.set(
      table.id,
      setTimeout(() => saveMove(table.id), MOVE_SAVE_DELAY_MS),
    );
  };

  const addTable = () => {
    const spot = freeSpotFor(floor);
    if (!spot) return setAnnouncement(t('plan.noRoom'));
    add.mutate({
      kind: 'create',
      floorId: floor.id,
      input: { code: nextCode(floor, all), capacity: 2, shape: 'SQUARE', width: 70, height: 70, ...spot },
    });
  };

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Box>
      <FloorBar
        floors={all}
        selected={stored}
        onSelect={(next) => {
          setFloorId(next.id);
          setTableId(null);
        }}
      />
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="3">
          <PlanEditor floor={floor} selectedId={tableId} onSelect={(table) => setTableId(table.id)} onMove={onMove} />
          <Text role="status" aria-live="polite" minH="6">
            {announcement}
          </Text>
          {add.error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{add.error.message}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Box>
            <Button variant="outline" onClick={addTable} loading={add.isPending}>
              {t('plan.addTable')}
            </Button>
          </Box>
        </Stack>
        <Box borderWidth="1px" borderColor="border" borderRadius="card" p="4">
          {selected ? (
            <TableInspector
              key={selected.id}
              floor={floor}
              table={stored.tables.find((x) => x.id === selected.id) ?? selected}
              onSaved={(table) => setAnnouncement(t('announce.saved', { code: table.code }))}
              onRemoved={(table) => {
                setTableId(null);
                setAnnouncement(t('announce.removed', { code: table.code }));
              }}
            />
          ) : (
            <Text color="fg.muted">{t('inspector.none')}</Text>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
