import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TSchema } from 'typebox';

/**
 * react-hook-form validation straight from the API contract's TypeBox schemas (`@restaurant/shared/contracts`), so a
 * form refuses exactly what the API would refuse. `@hookform/resolvers/typebox` is written for the older
 * `@sinclair/typebox` package (0.3x), not the `typebox` 1.x package the contracts use, hence this small resolver.
 *
 * Each error's `type` is the failed rule (`required`, `minLength`, `format`, `pattern`, ... or a refinement's own
 * name); the form turns it into translated text, so no English reaches the UI from here.
 */
export type FieldSchemas<T extends FieldValues> = { readonly [K in keyof T]?: TSchema };

export type Refinement<T extends FieldValues> = (values: T) => Partial<Record<Extract<keyof T, string>, string>>;

export interface ContractResolverOptions<T extends FieldValues> {
  /** Fields the contract marks optional: an empty value is left out instead of checked. */
  readonly optional?: readonly Extract<keyof T, string>[];
  /** Text fields the form sends trimmed: checked trimmed, as the API will see them. */
  readonly trim?: readonly Extract<keyof T, string>[];
  /** Rules that span fields or are not in the contract (password confirmation). Run when the field passed. */
  readonly refine?: Refinement<T>;
}

/**
 * Field schemas a form loads with its first validation instead of with its page: building the contracts brings
 * TypeBox's schema builder (~19 KB gzip), which a page on a first-load budget (the sign-in page, issue 17) renders
 * without. Made by `deferredFieldSchemas`; `contractResolver` takes it in place of the schemas.
 */
export class DeferredFieldSchemas<T extends FieldValues> {
  private readonly loadSchemas: () => Promise<FieldSchemas<T>>;
  private loading: Promise<FieldSchemas<T>> | undefined;
  private schemas: FieldSchemas<T> = {};

  constructor(loadSchemas: () => Promise<FieldSchemas<T>>) {
    this.loadSchemas = loadSchemas;
  }

  /** Loads the schemas once (a failed load is tried again by the next validation). */
  load(): Promise<FieldSchemas<T>> {
    this.loading ??= this.loadSchemas().then(
      (schemas) => (this.schemas = schemas),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * The schemas once a validation has loaded them, none before. An error message that quotes a limit reads it here:
   * an error exists only after a validation, so by then they are loaded.
   */
  get loaded(): FieldSchemas<T> {
    return this.schemas;
  }
}

/** `() => import('@restaurant/shared/contracts').then(({ Email }) => ({ email: Email }))`: see DeferredFieldSchemas. */
export function deferredFieldSchemas<T extends FieldValues>(
  load: () => Promise<FieldSchemas<T>>,
): DeferredFieldSchemas<T> {
  return new DeferredFieldSchemas(load);
}

export function contractResolver<T extends FieldValues>(
  fields: FieldSchemas<T> | DeferredFieldSchemas<T>,
  options: ContractResolverOptions<T> = {},
): Resolver<T> {
  return async (values) => {
    // TypeBox's checker (~19 KB gzip) loads on the first validation, not with the page: a form validates on submit
    // or after a first edit, so the sign-in page's first render does without it (issue 17's first-load budget).
    const [{ brokenRules }, schemas] = await Promise.all([
      import('./broken-rules'),
      fields instanceof DeferredFieldSchemas ? fields.load() : fields,
    ]);
    const broken = brokenRules(schemas, values, options);
    const errors: Record<string, FieldError> = {};
    for (const [name, rule] of Object.entries(broken) as [string, string | undefined][]) {
      if (rule) errors[name] = { type: rule, message: rule };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<T> };
    return { values, errors: {} };
  };
}

/** `minLength` / `maxLength` of a field's schema, for messages such as "at least 8 characters". */
export function lengthLimits(schema: TSchema | undefined): { min?: number; max?: number } {
  if (!schema) return {};
  const { minLength, maxLength } = schema as { minLength?: unknown; maxLength?: unknown };
  return {
    ...(typeof minLength === 'number' ? { min: minLength } : {}),
    ...(typeof maxLength === 'number' ? { max: maxLength } : {}),
  };
}

/** The `maxLength` a field's schema must declare (an input's `maxLength`, a counter): a schema without one is a bug. */
export function maxLengthOf(schema: TSchema): number {
  const { max } = lengthLimits(schema);
  if (max === undefined) throw new Error('The contract gives this field no maxLength');
  return max;
}
