import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldError, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/**
 * The little of react-hook-form a small form of native inputs needs (`register`, `handleSubmit`, `errors`, with its
 * defaults: validate on submit, then again on every change, focus the first field in error), over the same
 * `contractResolver`. For a page with a first-load budget (the sign-in page, issue 17): react-hook-form itself is
 * ~13 KB gzip. Inputs stay uncontrolled; values are read from them when the form validates.
 */
export type ContractFormErrors<T extends FieldValues> = Partial<Record<Extract<keyof T, string>, FieldError>>;

export interface ContractFormOptions<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Every field's starting value; a boolean one is a checkbox. */
  defaultValues: T;
}

export interface RegisteredInput {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: () => void;
  defaultValue?: string;
  defaultChecked?: boolean;
}

export interface ContractForm<T extends FieldValues> {
  register: (name: Extract<keyof T, string>) => RegisteredInput;
  handleSubmit: (onValid: (values: T) => void) => (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  errors: ContractFormErrors<T>;
}

// contractResolver reads neither; react-hook-form's type asks for them.
const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false };

export function useContractForm<T extends FieldValues>({
  resolver,
  defaultValues,
}: ContractFormOptions<T>): ContractForm<T> {
  const [errors, setErrors] = useState<ContractFormErrors<T>>({});
  // In mount order, so the first field in error is the first on screen.
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const refs = useRef(new Map<string, RegisteredInput['ref']>());
  const submitted = useRef(false);
  const latestValidation = useRef(0);
  const defaults = useRef(defaultValues);

  const validate = useCallback(async () => {
    const values: Record<string, unknown> = { ...defaults.current };
    for (const [name, input] of inputs.current) values[name] = input.type === 'checkbox' ? input.checked : input.value;
    const validation = (latestValidation.current += 1);
    const result = await resolver(values as T, undefined, RESOLVER_OPTIONS as ResolverOptions<T>);
    // A slower, older check (the first one loads the rules) must not overwrite a newer one.
    if (validation === latestValidation.current) setErrors(result.errors as ContractFormErrors<T>);
    return { values: values as T, errors: result.errors as ContractFormErrors<T> };
  }, [resolver]);

  const register = useCallback(
    (name: Extract<keyof T, string>): RegisteredInput => {
      let ref = refs.current.get(name);
      if (!ref) {
        ref = (element) => {
          if (element) inputs.current.set(name, element);
          else inputs.current.delete(name);
        };
        refs.current.set(name, ref);
      }
      const initial: unknown = defaults.current[name];
      return {
        name,
        ref,
        onChange: () => {
          if (submitted.current) void validate();
        },
        ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: String(initial ?? '') }),
      };
    },
    [validate],
  );

  const handleSubmit = useCallback(
    (onValid: (values: T) => void) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      submitted.current = true;
      const { values, errors: found } = await validate();
      const invalid = [...inputs.current].find(([name]) => found[name as Extract<keyof T, string>]);
      if (invalid) invalid[1].focus();
      else if (Object.keys(found).length === 0) onValid(values);
    },
    [validate],
  );

  return { register, handleSubmit, errors };
}
