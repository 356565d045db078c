import FullCalendar, { type DateSelectInfo, type EventApi, type LocaleInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import frLocale from '@fullcalendar/react/locales/fr';
import viLocale from '@fullcalendar/react/locales/vi';
import zhCnLocale from '@fullcalendar/react/locales/zh-cn';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useMemo } from 'react';
import { productLanguage, useCustomizerStore, useIntlLocale, type Language } from '@restaurant/shared';
import { Box } from '@restaurant/shared/ui';
import type { CalendarEvent, EventPlacement } from '../lib/calendar-events';
import { calendarTranslations } from '../translations';
import { calendarThemeCss, eventColors } from './calendar-theme';

// English is FullCalendar's built-in default; the others come with their week start (fr, vi: Monday; ar: Saturday).
const LOCALES: Record<Language, LocaleInput | undefined> = {
  en: undefined,
  fr: frLocale,
  ar: arLocale,
  ch: zhCnLocale,
  vi: viLocale,
};

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];

export interface EventCalendarProps {
  events: readonly CalendarEvent[];
  onSelect: (start: Date, end: Date, allDay: boolean) => void;
  onEventClick: (id: string) => void;
  onEventChange: (id: string, placement: EventPlacement) => void;
}

function placementOf(event: EventApi): EventPlacement | null {
  return event.start ? { start: event.start, end: event.end, allDay: event.allDay } : null;
}

/**
 * FullCalendar 7 with month, week, day and agenda views, dressed in the app's tokens. Every FullCalendar import is in
 * this file, which only the calendar page's lazy chunk reaches: no other page downloads it.
 */
export function EventCalendar({ events, onSelect, onEventClick, onEventChange }: EventCalendarProps) {
  const { t } = calendarTranslations.useTranslation();
  const direction = useCustomizerStore((state) => state.direction);
  const mode = useCustomizerStore((state) => state.mode);
  const language = productLanguage(useIntlLocale());
  const input = useMemo(() => events.map((event) => ({ ...event, ...eventColors(event.color) })), [events]);

  // The store is the truth: its new dates come back as the `events` prop, which FullCalendar reconciles by id.
  const onChange = ({ event }: { event: EventApi }) => {
    const placement = placementOf(event);
    if (placement) onEventChange(event.id, placement);
  };

  return (
    <Box
      as="section"
      aria-label={t('calendarLabel')}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="card"
      p={{ base: '2', md: '4' }}
      css={calendarThemeCss}
    >
      <FullCalendar
        plugins={PLUGINS}
        initialView="dayGridMonth"
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
        }}
        // FullCalendar names its Today button "This month" (week, day) while it shows "today": a screen-reader user
        // and a voice-control user would not find the same button (WCAG 2.5.3). One word, seen and heard.
        buttons={{ today: { text: t('today'), hint: t('today') } }}
        // The locales other than English carry no hints (FullCalendar falls back to English ones): ours are translated.
        viewHint={(view: string) => t('hints.view', { view })}
        prevHint={(unit: string) => t('hints.previous', { unit })}
        nextHint={(unit: string) => t('hints.next', { unit })}
        navLinkHint={(date: string) => t('hints.goTo', { date })}
        moreLinkHint={(count: number) => t('hints.more', { count })}
        closeHint={t('common:actions.close')}
        eventsHint={t('hints.events')}
        viewChangeHint={t('hints.changeView')}
        locale={LOCALES[language] ?? 'en'}
        direction={direction}
        colorScheme={mode}
        height="auto"
        events={input}
        editable
        selectable
        selectMirror
        dayMaxEvents
        nowIndicator
        select={(selection: DateSelectInfo) => {
          onSelect(selection.start, selection.end, selection.allDay);
          selection.view.calendar.unselect();
        }}
        eventClick={({ event, jsEvent }) => {
          jsEvent.preventDefault();
          onEventClick(event.id);
        }}
        eventDrop={onChange}
        eventResize={onChange}
      />
    </Box>
  );
}
