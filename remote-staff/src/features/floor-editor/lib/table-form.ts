import type { Resolver } from 'react-hook-form';
import { TableInput, type ManagedTable, type TablePatch, type TableShape } from '@restaurant/shared/contracts';
import { contractResolver, type FieldSchemas } from '@restaurant/shared/forms';
import { asNumber } from '../../../lib/as-number';

/** The inspector's fields as the form holds them: numbers once typed, undefined while empty. */
export interface TableValues {
  code: string;
  capacity: number | undefined;
  shape: TableShape;
  width: number | undefined;
  height: number | undefined;
  rotation: number | undefined;
  /** the ids (as text: checkbox values) of the tables it may be joined with */
  joins: string[];
  /** the restaurant-local date it is closed from; empty: open */
  closedFrom: string;
}

export type TableField = keyof TableValues;

const P = TableInput.properties;
const FIELDS: FieldSchemas<TableValues> = {
  code: P.code,
  capacity: P.capacity,
  shape: P.shape,
  width: P.width,
  height: P.height,
};

/** Every rule is the contract's (`TableInput`); the rotation is whole degrees from -360 to 360. */
export const tableResolver: Resolver<TableValues> = contractResolver<TableValues>(FIELDS, {
  trim: ['code'],
  refine: (values) => {
    const rotation = values.rotation;
    return rotation === undefined || !Number.isFinite(rotation) || Math.abs(rotation) > 360
      ? { rotation: 'range' }
      : {};
  },
});

export function tableValuesOf(table: ManagedTable): TableValues {
  return {
    code: table.code,
    capacity: table.capacity,
    shape: table.shape,
    width: table.width,
    height: table.height,
    rotation: table.rotation,
    joins: table.adjacentTableIds.map(String),
    closedFrom: table.closedFrom ?? '',
  };
}

/** The patch the API takes, from values the resolver passed. */
export function tablePatchOf(values: TableValues): TablePatch {
  const width = asNumber(values.width) ?? 0;
  return {
    code: values.code.trim(),
    capacity: asNumber(values.capacity) ?? 1,
    shape: values.shape,
    width,
    height: values.shape === 'RECTANGLE' ? (asNumber(values.height) ?? width) : width,
    rotation: asNumber(values.rotation) ?? 0,
    adjacentTableIds: values.joins.map(Number),
    closedFrom: values.closedFrom === '' ? null : values.closedFrom,
  };
}
