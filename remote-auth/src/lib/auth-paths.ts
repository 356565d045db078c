import { paths } from '@restaurant/shared/router';

/** Each auth page comes in two looks; moving between them keeps the diner in the look they started with. */
export type AuthVariant = 'split' | 'card';

export interface AuthPaths {
  signIn: string;
  signUp: string;
  forgotPassword: string;
  twoSteps: string;
}

const PATHS: Record<AuthVariant, AuthPaths> = {
  split: {
    signIn: paths.auth.login,
    signUp: paths.auth.register,
    forgotPassword: paths.auth.forgotPassword,
    twoSteps: paths.auth.twoSteps,
  },
  card: {
    signIn: paths.auth.login2,
    signUp: paths.auth.register2,
    forgotPassword: paths.auth.forgotPassword2,
    twoSteps: paths.auth.twoSteps2,
  },
};

export function authPaths(variant: AuthVariant): AuthPaths {
  return PATHS[variant];
}

/** What one auth page tells the next through router state (never the URL: it may hold an e-mail address). */
export interface AuthNavigationState {
  email?: string;
  notice?: 'verified' | 'registered' | 'passwordChanged' | 'signedOut';
  /** Set right after sign-up: a code was just sent, so resending waits for the cool-down. */
  codeSent?: boolean;
}

export function readAuthNavigationState(state: unknown): AuthNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, notice, codeSent } = state as Record<string, unknown>;
  const notices: readonly string[] = ['verified', 'registered', 'passwordChanged', 'signedOut'];
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof notice === 'string' && notices.includes(notice)
      ? { notice: notice as NonNullable<AuthNavigationState['notice']> }
      : {}),
    ...(codeSent === true ? { codeSent } : {}),
  };
}
