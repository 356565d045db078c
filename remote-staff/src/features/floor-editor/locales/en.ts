import type { Translated } from '@restaurant/shared';

/**
 * The `staffFloors` namespace (the manager's floor plan editor). English is the reference: the other languages must
 * have exactly these keys.
 */
const en = {
  title: 'Floor plan',
  subtitle:
    'Place the tables as they stand in the room. Diners and the live floor see the plan as soon as it is saved.',
  loading: 'Loading the floor plan…',
  floors: {
    label: 'Floors',
    moveEarlier: 'Move {{name}} earlier',
    moveLater: 'Move {{name}} later',
    name: 'Floor name',
    rename: 'Rename',
    width: 'Width (cm)',
    height: 'Depth (cm)',
    add: 'Add floor',
    addTitle: 'New floor',
    newName: 'New floor',
  },
  plan: {
    label: 'Plan of {{floor}}',
    hint: 'Tab to a table, then use the arrow keys to move it (Shift moves five times as far), or drag it. Enter selects it for editing.',
    table: 'Table {{code}}, {{count}} seats, at {{x}}, {{y}} cm',
    addTable: 'Add table',
    noRoom: 'There is no free place left on this floor for a new table.',
  },
  announce: {
    moved: 'Table {{code}} moved to {{x}}, {{y}} cm.',
    saved: 'Table {{code}} saved.',
    off: 'Table {{code}} cannot go there: it would leave the floor.',
    touches: 'Table {{code}} cannot go there: its chairs would touch table {{other}}.',
    added: 'Table {{code}} added.',
    removed: 'Table {{code}} removed.',
  },
  inspector: {
    title: 'Table {{code}}',
    none: 'Select a table on the plan to edit it.',
    code: 'Number',
    capacity: 'Seats',
    shape: 'Shape',
    shapes: { ROUND: 'Round', SQUARE: 'Square', RECTANGLE: 'Rectangle' },
    width: 'Width (cm)',
    height: 'Depth (cm)',
    sameSides: 'Round and square tables have equal sides: the width gives both.',
    rotation: 'Rotation (degrees)',
    joins: 'May be joined with',
    noJoins: 'No other table on this floor.',
    closedFrom: 'Closed from',
    closedHint: 'No bookings from this date on; bookings before it stay. Leave empty to keep it open.',
    save: 'Save table',
    remove: 'Remove table',
    bookings: 'Bookings still to come:',
  },
  errors: {
    invalid: 'Check this value.',
    required: 'Required.',
    conflict: 'Someone else changed this table; the plan has been read again.',
  },
};

export default en;

/** The shape every other language must fill, key for key. */
export type FloorEditorTexts = Translated<typeof en>;
