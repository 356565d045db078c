import type { Translated } from '@restaurant/shared';
const en = {
  description: 'Select days or time slots to add an event, click an event to edit it, drag it to move it.',
  addEvent: 'Add event',
  today: 'Today',
  calendarLabel: 'Event calendar',
  hints: {
    view: '{{view}} view',
    previous: 'Previous {{unit}}',
    next: 'Next {{unit}}',
    goTo: 'Go to {{date}}',
    more_one: 'Show {{count}} more event',
    more_other: 'Show {{count}} more events',
    events: 'Events',
    changeView: 'Change view',
  },
  dialog: {
    addTitle: 'New event',
    editTitle: 'Edit event',
    title: 'Title',
    titlePlaceholder: 'What is happening?',
    allDay: 'All day',
    start: 'Start',
    end: 'End',
    lastDay: 'Last day',
    color: 'Colour',
    save: 'Save event',
    delete: 'Delete event',
  },
  colors: {
    blue: 'Blue',
    aqua: 'Aqua',
    purple: 'Purple',
    green: 'Green',
    cyan: 'Cyan',
    orange: 'Orange',
  },
  errors: {
    required: 'This field is required',
    invalid: 'Enter a valid date',
    endBeforeStart: 'The end must be after the start',
  },
};

export type CalendarTexts = Translated<typeof en>;
export default en;
