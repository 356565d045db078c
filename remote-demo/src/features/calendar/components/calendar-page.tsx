import { useState } from 'react';
import { Button, lineIcon, PageContainer } from '@restaurant/shared/ui';
import { demoTranslations } from '../../../lib/translations';
import { draftFromEvent, draftFromRange, type EventDraft } from '../lib/calendar-events';
import { useCalendarStore } from '../stores/calendar-store';
import { calendarTranslations } from '../translations';
import { EventCalendar } from './event-calendar';
import { EventDialog } from './event-dialog';

const PlusIcon = lineIcon('PlusIcon', ['M12 5v14', 'M5 12h14']);

type Editing = { draft: EventDraft; id: string | null } | null;

/** `/apps/calendar`: the session's events in month, week, day and agenda views; add, edit, delete, drag and resize. */
export default function CalendarPage() {
  const { t: tDemo } = demoTranslations.useTranslation();
  const { t } = calendarTranslations.useTranslation();
  const events = useCalendarStore((state) => state.events);
  const add = useCalendarStore((state) => state.add);
  const update = useCalendarStore((state) => state.update);
  const remove = useCalendarStore((state) => state.remove);
  const move = useCalendarStore((state) => state.move);
  const [editing, setEditing] = useState<Editing>(null);

  const openNew = (start: Date, end: Date, allDay: boolean) =>
    setEditing({ draft: draftFromRange(start, end, allDay, 'blue'), id: null });
  const openEvent = (id: string) => {
    const event = events.find((candidate) => candidate.id === id);
    if (event) setEditing({ draft: draftFromEvent(event), id });
  };
  const addToday = () => {
    const start = new Date();
    start.setHours(start.getHours() + 1, 0, 0, 0);
    openNew(start, new Date(start.getTime() + 3_600_000), false);
  };

  return (
    <PageContainer
      title={tDemo('apps.pages.calendar')}
      description={t('description')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
      actions={
        <Button onClick={addToday}>
          <PlusIcon />
          {t('addEvent')}
        </Button>
      }
    >
      <EventCalendar events={events} onSelect={openNew} onEventClick={openEvent} onEventChange={move} />
      <EventDialog
        draft={editing?.draft ?? null}
        editing={editing?.id != null}
        onClose={() => setEditing(null)}
        onSave={(draft) => {
          if (editing?.id) update(editing.id, draft);
          else add(draft);
          setEditing(null);
        }}
        onDelete={() => {
          if (editing?.id) remove(editing.id);
          setEditing(null);
        }}
      />
    </PageContainer>
  );
}
