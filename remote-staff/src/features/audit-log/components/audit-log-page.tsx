import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUDIT_ENTITY_KINDS, type AuditEntityKind, type AuditEntry } from '@restaurant/shared/contracts';
import { useSearchParams } from '@restaurant/shared/router';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageContainer,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { Field, Fieldset, Input, NativeSelect } from '@restaurant/shared/ui-form';
import { useFormatters } from '../../../lib/format';
import { Pager } from '../../../lib/pager';
import { useAuditEntries } from '../api/get-audit-entries';
import { changedFields } from '../lib/audit-changes';
import { auditLogTranslations } from '../translations';

export const AUDIT_PAGE_SIZE = 20;

type FilterValues = { entityKind: AuditEntityKind | ''; from: string; to: string };
type Person = { id: number; name: string };

const VERBS = [
  'create',
  'update',
  'expire',
  'put',
  'delete',
  'upload',
  'remove',
  'reply',
  'removeReply',
  'hide',
  'unhide',
] as const;
type Verb = (typeof VERBS)[number];
const isVerb = (value: string): value is Verb => (VERBS as readonly string[]).includes(value);
const auditKindOf = (value: string | null): AuditEntityKind | '' =>
  AUDIT_ENTITY_KINDS.find((kind) => kind === value) ?? '';

/** What kind of record, which, and what was done to it, in the manager's language. */
function useWhat() {
  const { t } = auditLogTranslations.useTranslation();
  return (entry: AuditEntry) => {
    const verb = entry.action.slice(entry.action.indexOf('.') + 1);
    const id = entry.entityKind === 'settings' ? '' : entry.entityId;
    return t('what', {
      kind: t(`kinds.${entry.entityKind}`),
      id,
      verb: isVerb(verb) ? t(`verbs.${verb}`) : verb,
    });
  };
}

function Filters({ initial, onApply }: { initial: FilterValues; onApply: (values: FilterValues) => void }) {
  const { t } = auditLogTranslations.useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterValues>({ defaultValues: initial });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onApply)(event)}>
      <Fieldset.Root>
        <Fieldset.Legend>{t('filters.legend')}</Fieldset.Legend>
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root flex="1" minW="40">
            <Field.Label>{t('filters.kind')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('entityKind')}>
                <option value="">{t('filters.allKinds')}</option>
                {AUDIT_ENTITY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="40">
            <Field.Label>{t('filters.from')}</Field.Label>
            <Input type="date" {...register('from')} />
          </Field.Root>
          <Field.Root flex="1" minW="40" invalid={Boolean(errors.to)}>
            <Field.Label>{t('filters.to')}</Field.Label>
            <Input
              type="date"
              {...register('to', {
                validate: (to, { from }) => !to || !from || to >= from,
              })}
            />
            {errors.to ? <Field.ErrorText>{t('filters.toBeforeFrom')}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit">{t('filters.apply')}</Button>
        </HStack>
      </Fieldset.Root>
    </form>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = auditLogTranslations.useTranslation();
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <Text color="fg.muted">{t('noChange')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {changes.map((change) => (
        <Text as="li" key={change.field} fontSize="sm" wordBreak="break-word">
          {t('change', {
            field: change.field,
            before: change.before || t('blank'),
            after: change.after || t('blank'),
          })}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The audit log (`paths.staff.audit`, issue 57, managers only): every write of the back office, newest first, with
 * who made it, when, what it changed and each changed field before → after; narrowed by kind of record, dates and
 * person. Read only: the API has no way to change an entry.
 */
export function AuditLogPage() {
  const { t } = auditLogTranslations.useTranslation();
  const format = useFormatters();
  const what = useWhat();
  // `?kind=` (`paths.auditOf`): another page's link to its own history, e.g. the hours and rules page's
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<FilterValues>(() => ({
    entityKind: auditKindOf(searchParams.get('kind')),
    from: '',
    to: '',
  }));
  const [person, setPerson] = useState<Person | null>(null);
  const [page, setPage] = useState(1);
  const entries = useAuditEntries({
    page,
    size: AUDIT_PAGE_SIZE,
    ...(filters.entityKind ? { entityKind: filters.entityKind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(person ? { actorId: person.id } : {}),
  });
  const pages = entries.data ? Math.max(1, Math.ceil(entries.data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <PageContainer title={t('title')} description={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap="4">
        <Filters
          initial={filters}
          onApply={(values) => {
            setFilters(values);
            setPage(1);
          }}
        />
        <HStack justify="space-between" wrap="wrap" gap="3">
          {person ? (
            <HStack gap="3">
              <Text>{t('filters.person', { name: person.name })}</Text>
              <Button size="sm" variant="outline" onClick={() => setPerson(null)}>
                {t('filters.allPeople')}
              </Button>
            </HStack>
          ) : (
            <span />
          )}
          {entries.data ? (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('total', { count: entries.data.total })}
            </Text>
          ) : null}
        </HStack>
        {entries.isPending ? <LoadingState lines={4} label={t('loading')} /> : null}
        {entries.isError ? <ErrorState message={entries.error.message} onRetry={() => void entries.refetch()} /> : null}
        {entries.data?.items.length === 0 ? <EmptyState title={t('empty')} /> : null}
        {entries.data && entries.data.items.length > 0 ? (
          <Box overflowX="auto" borderWidth="1px" borderRadius="l2" bg="bg.panel">
            <Table.Root size="sm" aria-busy={entries.isPlaceholderData}>
              <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
                {t('tableCaption')}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('columns.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.who')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.what')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.changes')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.data.items.map((entry) => (
                  <Table.Row key={entry.id} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{format.instant(entry.at)}</Table.Cell>
                    <Table.Cell>
                      {entry.actor ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={t('onlyBy', { name: entry.actor.name })}
                          onClick={() => {
                            setPerson(entry.actor);
                            setPage(1);
                          }}
                        >
                          {entry.actor.name}
                        </Button>
                      ) : (
                        <Text color="fg.muted">{t('nobody')}</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{what(entry)}</Table.Cell>
                    <Table.Cell>
                      <Changes entry={entry} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : null}
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          labels={{ nav: t('pages'), previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
        />
      </Stack>
    </PageContainer>
  );
}
