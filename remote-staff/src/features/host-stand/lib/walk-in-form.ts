import type { Resolver } from 'react-hook-form';
import { WalkInBody } from '@restaurant/shared/contracts';
import { contractResolver, maxLengthOf, type FieldSchemas } from '@restaurant/shared/forms';

/** The walk-in form's fields as the form holds them: numbers once typed or chosen, undefined while empty. */
export interface WalkInValues {
  partySize: number | undefined;
  tableId: number | undefined;
  name: string;
}

/** A table the host can seat a walk-in at. */
export interface WalkInTable {
  readonly id: number;
  readonly code: string;
  readonly capacity: number;
}

const { partySize, tableId, name } = WalkInBody.properties;
const FIELDS: FieldSchemas<WalkInValues> = { partySize, tableId, name };
export const NAME_MAX_LENGTH = maxLengthOf(name);
/** The contract's party limits, for the message that quotes them (the API's business rules may be narrower). */
const { minimum = 1, maximum = 100 } = partySize as { minimum?: number; maximum?: number };
export const PARTY_LIMITS = { min: minimum, max: maximum };

/**
 * Every rule is the contract's (`WalkInBody`: a party size, a table, an optional one-line name), plus one the form can
 * tell before the API does: the party must fit the table chosen (the API would answer TABLE_TOO_SMALL).
 */
export function walkInResolver(tables: readonly WalkInTable[]): Resolver<WalkInValues> {
  return contractResolver<WalkInValues>(FIELDS, {
    optional: ['name'],
    trim: ['name'],
    refine: (values) => {
      const table = tables.find((candidate) => candidate.id === values.tableId);
      return table && values.partySize !== undefined && values.partySize > table.capacity
        ? { tableId: 'tooSmall' }
        : {};
    },
  });
}

export type WalkInField = 'partySize' | 'tableId' | 'name';

/** The message key (under `walkIn.errors`) for the rule a field broke. */
export function walkInErrorKey(field: WalkInField, rule: string): string {
  if (field === 'partySize') return rule === 'required' ? 'partySizeRequired' : 'partySizeInvalid';
  if (field === 'tableId') return rule === 'tooSmall' ? 'tableTooSmall' : 'tableRequired';
  return 'nameInvalid';
}
