import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FloorInput, type ManagedFloor } from '@restaurant/shared/contracts';
import { contractResolver } from '@restaurant/shared/forms';
import { Alert, Button, chakra, HStack, IconButton, Stack } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { useSaveFloor } from '../api/save-floor';
import { floorEditorTranslations } from '../translations';

type NameValues = { name: string };
const nameResolver = contractResolver<NameValues>({ name: FloorInput.properties.name }, { trim: ['name'] });

export interface FloorBarProps {
  readonly floors: readonly ManagedFloor[];
  readonly selected: ManagedFloor;
  readonly onSelect: (floor: ManagedFloor) => void;
}

/** The floors in their order (pick one, move it earlier or later), the selected floor's name, and a new floor. */
export function FloorBar({ floors, selected, onSelect }: FloorBarProps) {
  const { t } = floorEditorTranslations.useTranslation();
  const save = useSaveFloor();
  const add = useSaveFloor(onSelect);
  const index = floors.findIndex((f) => f.id === selected.id);
  const { register, handleSubmit, reset, formState } = useForm<NameValues>({
    resolver: nameResolver,
    defaultValues: { name: selected.name },
  });
  useEffect(() => reset({ name: selected.name }), [selected, reset]);
  const failure = save.error ?? add.error;

  return (
    <Stack gap="3">
      <HStack as="nav" aria-label={t('floors.label')} wrap="wrap" gap="2">
        {floors.map((floor) => (
          <Button
            key={floor.id}
            size="sm"
            variant={floor.id === selected.id ? 'solid' : 'outline'}
            aria-pressed={floor.id === selected.id}
            onClick={() => onSelect(floor)}
          >
            {floor.name}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          loading={add.isPending}
          onClick={() => add.mutate({ kind: 'create', input: { name: t('floors.newName'), width: 1000, height: 700 } })}
        >
          {t('floors.add')}
        </Button>
      </HStack>
      <chakra.form
        display="flex"
        flexWrap="wrap"
        alignItems="flex-end"
        gap="2"
        noValidate
        onSubmit={handleSubmit((values) => save.mutate({ kind: 'update', floor: selected, patch: values }))}
      >
        <Field.Root invalid={Boolean(formState.errors.name)} maxW="sm">
          <Field.Label>{t('floors.name')}</Field.Label>
          <Input {...register('name')} />
          {formState.errors.name ? <Field.ErrorText>{t('errors.invalid')}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" variant="outline" loading={save.isPending}>
          {t('floors.rename')}
        </Button>
        <IconButton
          variant="ghost"
          aria-label={t('floors.moveEarlier', { name: selected.name })}
          disabled={index <= 0}
          onClick={() => save.mutate({ kind: 'update', floor: selected, patch: { position: index - 1 } })}
        >
          ↑
        </IconButton>
        <IconButton
          variant="ghost"
          aria-label={t('floors.moveLater', { name: selected.name })}
          disabled={index >= floors.length - 1}
          onClick={() => save.mutate({ kind: 'update', floor: selected, patch: { position: index + 1 } })}
        >
          ↓
        </IconButton>
      </chakra.form>
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failure.message}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
