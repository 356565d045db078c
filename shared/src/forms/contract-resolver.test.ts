import type { ResolverOptions } from 'react-hook-form';
import { CreateReservationBody, Email, LoginBody, Phone, RegisterBody } from '@restaurant/shared/contracts';
import { brokenRules, firstBrokenRule } from './broken-rules';
import { contractResolver, deferredFieldSchemas, lengthLimits, maxLengthOf } from './contract-resolver';

interface Form {
  email: string;
  password: string;
  phone: string;
}

const resolverOptions: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: false };

const resolver = contractResolver<Form>(
  { email: Email, password: RegisterBody.properties.password, phone: Phone },
  {
    optional: ['phone'],
    refine: ({ password }) => ({ password: password.toLowerCase().includes('password') ? 'weak' : undefined }),
  },
);

describe('contractResolver', () => {
  it('passes values the API contract accepts', async () => {
    const values = { email: 'diner@example.com', password: 'Diner#2026', phone: '' };
    await expect(resolver(values, undefined, resolverOptions)).resolves.toEqual({ values, errors: {} });
  });

  it('names the rule each field breaks, empty being "required"', async () => {
    const result = await resolver({ email: 'not-an-email', password: '', phone: '12' }, undefined, resolverOptions);
    expect(result.errors).toEqual({
      email: { type: 'format', message: 'format' },
      password: { type: 'required', message: 'required' },
      phone: { type: 'pattern', message: 'pattern' },
    });
  });

  it('runs refinements only on fields that passed the contract', async () => {
    const tooShort = await resolver({ email: 'a@b.co', password: 'short', phone: '' }, undefined, resolverOptions);
    expect(tooShort.errors).toEqual({ password: { type: 'minLength', message: 'minLength' } });
    const obvious = await resolver({ email: 'a@b.co', password: 'password123', phone: '' }, undefined, resolverOptions);
    expect(obvious.errors).toEqual({ password: { type: 'weak', message: 'weak' } });
  });

  it("reports the contract's letter-and-digit password rule as its pattern, any alphabet counting as letters", async () => {
    const noDigit = await resolver({ email: 'a@b.co', password: 'longenough', phone: '' }, undefined, resolverOptions);
    expect(noDigit.errors).toEqual({ password: { type: 'pattern', message: 'pattern' } });
    const noLetter = await resolver({ email: 'a@b.co', password: '12345678', phone: '' }, undefined, resolverOptions);
    expect(noLetter.errors).toEqual({ password: { type: 'pattern', message: 'pattern' } });
    const vietnamese = await resolver(
      { email: 'a@b.co', password: 'phởngon12', phone: '' },
      undefined,
      resolverOptions,
    );
    expect(vietnamese.errors).toEqual({});
  });
});

describe('contractResolver over deferred schemas', () => {
  interface SignIn {
    email: string;
    password: string;
  }

  it('loads the schemas with the first validation, once, and reads them once loaded', async () => {
    const load = jest.fn(async () => ({ email: Email, password: LoginBody.properties.password }));
    const schemas = deferredFieldSchemas<SignIn>(load);
    const deferredResolver = contractResolver<SignIn>(schemas);
    expect(load).not.toHaveBeenCalled();
    expect(schemas.loaded).toEqual({});

    const options: ResolverOptions<SignIn> = { fields: {}, shouldUseNativeValidation: false };
    const first = await deferredResolver({ email: 'not-an-email', password: '' }, undefined, options);
    expect(first.errors).toEqual({
      email: { type: 'format', message: 'format' },
      password: { type: 'required', message: 'required' },
    });
    expect(lengthLimits(schemas.loaded.email)).toEqual({ min: 3, max: 254 });

    const values = { email: 'diner@example.com', password: 'x' };
    await expect(deferredResolver(values, undefined, options)).resolves.toEqual({ values, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next validation', async () => {
    const load = jest
      .fn<Promise<{ email: typeof Email }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ email: Email });
    const deferredResolver = contractResolver<Pick<SignIn, 'email'>>(deferredFieldSchemas(load));
    const options: ResolverOptions<Pick<SignIn, 'email'>> = { fields: {}, shouldUseNativeValidation: false };

    await expect(deferredResolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('chunk failed');
    await expect(deferredResolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
  });
});

describe('firstBrokenRule', () => {
  it("applies the contract's text rule to the full name: any script, no control or text-direction override", () => {
    const fullName = RegisterBody.properties.fullName;
    expect(firstBrokenRule(fullName, 'Nguyễn Thị Ánh')).toBeNull();
    expect(firstBrokenRule(fullName, 'محمد الأحمد')).toBeNull();
    expect(firstBrokenRule(fullName, 'Mallory\u202Egnp.exe')).toBe('pattern');
    expect(firstBrokenRule(fullName, 'An\u0007')).toBe('pattern');
  });

  it('treats blank text as missing', () => {
    expect(firstBrokenRule(LoginBody.properties.email, '   ')).toBe('required');
    expect(firstBrokenRule(LoginBody.properties.email, 'x')).toBeNull();
  });
});

describe('lengthLimits', () => {
  it('reads the limits the messages quote from the schema', () => {
    expect(lengthLimits(RegisterBody.properties.password)).toEqual({ min: 8, max: 128 });
    expect(lengthLimits(undefined)).toEqual({});
  });
});

describe('brokenRules', () => {
  const { contactName, note } = CreateReservationBody.properties;
  const fields = { contactName, note };

  it('checks the fields listed in `trim` as they will be sent, trimmed', () => {
    const padded = { contactName: ' An ', note: `${'x'.repeat(500)}\n` };
    expect(brokenRules(fields, padded, { trim: ['contactName', 'note'] })).toEqual({});
    expect(brokenRules(fields, padded)).toEqual({ note: 'maxLength' });
  });

  it('leaves an empty optional field out', () => {
    expect(brokenRules(fields, { contactName: '', note: '  ' }, { optional: ['note'], trim: ['note'] })).toEqual({
      contactName: 'required',
    });
  });
});

describe('maxLengthOf', () => {
  it("reads the contract's limit, and refuses a schema without one", () => {
    expect(maxLengthOf(CreateReservationBody.properties.contactName)).toBe(100);
    expect(() => maxLengthOf(Phone)).toThrow();
  });
});
