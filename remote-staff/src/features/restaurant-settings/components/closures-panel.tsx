import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AffectedBooking, Closure, ClosureInput } from '@restaurant/shared/contracts';
import { Alert, Box, Button, EmptyState, Heading, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { Field, Input } from '@restaurant/shared/ui-form';
import { useDeleteClosure } from '../api/delete-closure';
import { usePutClosure } from '../api/put-closure';
import { affectedBookingsOf, serviceErrors } from '../lib/settings-form';
import { settingsTranslations } from '../translations';
import { AffectedDialog } from './affected-dialog';

interface ClosureValues {
  date: string;
  open: string;
  close: string;
}

/** One closure's body: closed all day when both times are empty, else those special hours. */
const closureInputOf = (values: ClosureValues): ClosureInput => ({
  services: values.open || values.close ? [{ open: values.open, close: values.close }] : [],
});

/**
 * The dates closed or with special hours, from today on, each with Remove; a form to add one. A date whose confirmed
 * bookings would fall outside opens the list to confirm, as the weekly hours do.
 */
export function ClosuresPanel({ closures, onChanged }: { closures: Closure[]; onChanged: (message: string) => void }) {
  const { t } = settingsTranslations.useTranslation();
  const put = usePutClosure();
  const remove = useDeleteClosure();
  const [pending, setPending] = useState<{ date: string; input: ClosureInput; affected: AffectedBooking[] } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ClosureValues>({ defaultValues: { date: '', open: '', close: '' } });

  const send = (date: string, input: ClosureInput) =>
    put.mutate(
      { date, input },
      {
        onSuccess: () => {
          setPending(null);
          reset();
          onChanged(t('closures.added', { date }));
        },
        onError: (failure) => {
          const affected = affectedBookingsOf(failure);
          setPending(affected ? { date, input, affected } : null);
        },
      },
    );
  const submit = handleSubmit((values) => {
    if (!values.date) return setError('date', { type: 'dateRequired' });
    const input = closureInputOf(values);
    const [problem] = serviceErrors(input.services);
    if (problem) return setError('close', { type: problem });
    send(values.date, input);
  });
  const onEdit = () => {
    if (put.isError) put.reset();
  };
  const hoursOf = (closure: Closure) =>
    closure.services.length === 0
      ? t('closures.closedAllDay')
      : closure.services.map((s) => `${s.open}–${s.close}`).join(', ');
  const refused = put.isError && affectedBookingsOf(put.error) === null;

  return (
    <Stack gap="4" as="section" aria-labelledby="closures-heading">
      <Heading as="h2" size="md" id="closures-heading">
        {t('closures.heading')}
      </Heading>
      <Text color="fg.muted">{t('closures.hint')}</Text>
      {closures.length === 0 ? (
        <EmptyState title={t('closures.empty')} />
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="l2" bg="bg.panel">
          <Table.Root size="sm">
            <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
              {t('closures.caption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('closures.date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('closures.hours')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('closures.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {closures.map((closure) => (
                <Table.Row key={closure.date}>
                  <Table.Cell>{closure.date}</Table.Cell>
                  <Table.Cell>{hoursOf(closure)}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('closures.remove', { date: closure.date })}
                      loading={remove.isPending && remove.variables === closure.date}
                      onClick={() =>
                        remove.mutate(closure.date, {
                          onSuccess: () => onChanged(t('closures.removed', { date: closure.date })),
                        })
                      }
                    >
                      {t('closures.removeButton')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root width="auto" required invalid={errors.date !== undefined}>
            <Field.Label>
              {t('closures.date')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" {...register('date', { onChange: onEdit })} />
            {errors.date ? <Field.ErrorText>{t('closures.dateRequired')}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>{t('closures.opens')}</Field.Label>
            <Input type="time" step={300} {...register('open', { onChange: onEdit })} />
          </Field.Root>
          <Field.Root width="auto" invalid={errors.close !== undefined}>
            <Field.Label>{t('closures.closes')}</Field.Label>
            <Input type="time" step={300} {...register('close', { onChange: onEdit })} />
            {errors.close?.type ? (
              <Field.ErrorText>{t(`errors.${errors.close.type}` as 'errors.required')}</Field.ErrorText>
            ) : null}
          </Field.Root>
          <Button type="submit" loading={put.isPending && pending === null}>
            {t('closures.add')}
          </Button>
        </HStack>
      </form>
      {refused || remove.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{(refused ? put.error : remove.error)?.message}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <AffectedDialog
        affected={pending?.affected ?? null}
        pending={put.isPending}
        onConfirm={() => pending && send(pending.date, { ...pending.input, confirmAffected: true })}
        onCancel={() => {
          setPending(null);
          put.reset();
        }}
      />
    </Stack>
  );
}
