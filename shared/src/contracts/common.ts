import { Type, type Static, type TSchema } from 'typebox';
import { MULTILINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from './text-rules';

/** Every failure answer: a human message, a stable machine code, and field details for validation errors. */
export const ErrorResponse = Type.Object(
  {
    message: Type.String(),
    code: Type.String(),
    details: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { $id: 'ErrorResponse', description: 'Failure body shared by every 4xx and 5xx answer' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

type TextLimits = { minLength?: number; maxLength: number; description?: string };
/** A name or other one-line text: no control or bidirectional-override characters. */
export const SingleLineText = (limits: TextLimits) => Type.String({ ...limits, pattern: SINGLE_LINE_TEXT_PATTERN });
/** A review or a note: line breaks and tabs allowed, other control and bidirectional-override characters not. */
export const MultilineText = (limits: TextLimits) => Type.String({ ...limits, pattern: MULTILINE_TEXT_PATTERN });

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** Who did a staff action (advanced an order, marked a booking, marked a dish sold out): shown on the staff pages only. */
export const StaffMember = Type.Object({ id: Id, name: Type.String() });
export type StaffMember = Static<typeof StaffMember>;

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

export const MAX_PAGE_SIZE = 100;

export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: 'Page number, from 1' }),
  size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20, description: 'Items per page, at most 100' }),
});
export type PageQuery = Static<typeof PageQuery>;

/** `{ items, page, size, total }`: the shape of every list answer. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  });

/** `{ data }`: the envelope of every success answer. */
export const Data = <T extends TSchema>(data: T) => Type.Object({ data, message: Type.Optional(Type.String()) });

/** Calendar date in the restaurant's time zone. */
export const LocalDate = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'YYYY-MM-DD in the restaurant time zone',
  examples: ['2026-07-14'],
});

/** Wall-clock time in the restaurant's time zone. */
export const LocalTime = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'HH:mm (24 h) in the restaurant time zone',
  examples: ['19:30'],
});

export const Timestamp = Type.String({ format: 'date-time' });

/** VND amounts are whole numbers of dong. */
export const Vnd = Type.Integer({ minimum: 0, description: 'Amount in VND (whole dong)' });
