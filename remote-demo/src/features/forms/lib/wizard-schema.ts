import { Type } from 'typebox';
import { Email } from '@restaurant/shared/contracts';
import type { FieldSchemas } from '@restaurant/shared/forms';

export interface WizardValues {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  terms: boolean;
}

export const WIZARD_STEPS = ['account', 'profile', 'finish'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The fields each step checks before the wizard moves on (the profile step is optional: nothing required). */
export const STEP_FIELDS: Record<WizardStep, (keyof WizardValues)[]> = {
  account: ['email', 'password'],
  profile: ['fullName', 'phone'],
  finish: ['terms'],
};

export const wizardSchemas: FieldSchemas<WizardValues> = {
  email: Email,
  password: Type.String({ minLength: 8, maxLength: 128 }),
  fullName: Type.String({ minLength: 2, maxLength: 50 }),
  phone: Type.String({ pattern: '^\\+?[0-9][0-9 .-]{5,18}[0-9]$' }),
  terms: Type.Literal(true),
};

/** Profile fields may stay empty (the step can be skipped); when filled they must be valid. */
export const WIZARD_OPTIONAL: (keyof WizardValues)[] = ['fullName', 'phone'];

export const emptyWizard: WizardValues = { email: '', password: '', fullName: '', phone: '', terms: false };
