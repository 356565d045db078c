import type { FieldValues } from 'react-hook-form';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { ContractResolverOptions, FieldSchemas } from './contract-resolver';

// The synchronous checks behind `contractResolver`, in a module of their own: they bring TypeBox's `Value` checker,
// which the resolver loads on a form's first validation instead of with the page.

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The first rule `value` breaks, or null. Empty counts as `required` so the message says so. */
export function firstBrokenRule(schema: TSchema, value: unknown): string | null {
  if (isEmpty(value)) return 'required';
  for (const error of Value.Errors(schema, value)) return error.keyword;
  return null;
}

/**
 * The rule each field breaks (`{ field: rule }`, empty when every field passes), checked as the form will send it:
 * the fields listed in `trim` are trimmed first. The synchronous core of `contractResolver`.
 */
export function brokenRules<T extends FieldValues>(
  fields: FieldSchemas<T>,
  values: T,
  options: ContractResolverOptions<T> = {},
): Partial<Record<Extract<keyof T, string>, string>> {
  const optional = new Set<string>(options.optional ?? []);
  const trim = new Set<string>(options.trim ?? []);
  const broken: Record<string, string> = {};
  for (const [name, schema] of Object.entries(fields) as [string, TSchema | undefined][]) {
    if (!schema) continue;
    const raw: unknown = values[name];
    const value = trim.has(name) && typeof raw === 'string' ? raw.trim() : raw;
    if (optional.has(name) && isEmpty(value)) continue;
    const rule = firstBrokenRule(schema, value);
    if (rule) broken[name] = rule;
  }
  const refined = options.refine?.(values) ?? {};
  for (const [name, rule] of Object.entries(refined) as [string, string | undefined][]) {
    if (rule && !broken[name]) broken[name] = rule;
  }
  return broken as Partial<Record<Extract<keyof T, string>, string>>;
}
