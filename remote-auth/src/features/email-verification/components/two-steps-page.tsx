import { useId, useState, type FormEvent } from 'react';
import { useAuthUser, useIsAuthenticated } from '@restaurant/shared';
import { Email } from '@restaurant/shared/contracts';
import { firstBrokenRule } from '@restaurant/shared/forms';
import {
  REDIRECT_PARAM,
  safeRedirectPath,
  useLocation,
  useNavigate,
  useSearchParams,
  withRedirect,
} from '@restaurant/shared/router';
import { Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Field } from '@restaurant/shared/ui-extra';
import { AuthLayout } from '../../../lib/auth-layout';
import {
  authPaths,
  readAuthNavigationState,
  type AuthNavigationState,
  type AuthVariant,
} from '../../../lib/auth-paths';
import { useFieldErrorText } from '../../../lib/field-error-text';
import { FormErrorAlert, NoticeAlert } from '../../../lib/form-alerts';
import { TextField } from '../../../lib/text-field';
import { authTranslations } from '../../../lib/translations';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useVerifyEmail } from '../api/verify-email';
import { useCountdown } from '../hooks/use-countdown';
import { DEFAULT_RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '../types';
import { CodeInput } from './code-input';

export interface TwoStepsPageProps {
  variant: AuthVariant;
}

const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/**
 * /auth/two-steps (split) and /auth/two-steps2 (card): the six-digit code sent to the diner's e-mail address after
 * sign-up. The address comes from the sign-up page (router state) or the signed-in account, else the diner types it.
 */
export function TwoStepsPage({ variant }: TwoStepsPageProps) {
  const { t } = authTranslations.useTranslation();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectParam = searchParams.get(REDIRECT_PARAM);
  const paths = authPaths(variant);
  const signedIn = useIsAuthenticated();
  const user = useAuthUser();
  const fromState = readAuthNavigationState(location.state);
  const knownEmail = fromState.email ?? user?.email ?? '';

  const [email, setEmail] = useState(knownEmail);
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState(false);
  const [resent, setResent] = useState(false);
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const cooldown = useCountdown(fromState.codeSent ? DEFAULT_RESEND_COOLDOWN_SECONDS : 0);

  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const validEmail = () => {
    const rule = firstBrokenRule(Email, email.trim());
    setEmailError(rule);
    return rule === null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const emailOk = knownEmail !== '' || validEmail();
    const code = digits.join('');
    const codeOk = code.length === VERIFICATION_CODE_LENGTH;
    setCodeError(!codeOk);
    if (!codeOk && emailOk) document.getElementById(`${labelId}-first`)?.focus();
    if (!emailOk || !codeOk) return;
    verify.mutate({ email: (knownEmail || email).trim(), code });
  };

  const onResend = () => {
    if (knownEmail === '' && !validEmail()) return;
    setResent(false);
    resend.mutate(
      { email: (knownEmail || email).trim() },
      {
        onSuccess: (seconds) => {
          setResent(true);
          setDigits(emptyCode());
          cooldown.restart(seconds);
        },
        onError: (error) => {
          if (error.status === 429) cooldown.restart(DEFAULT_RESEND_COOLDOWN_SECONDS);
        },
      },
    );
  };

  const onContinue = () => {
    if (signedIn) {
      navigate(safeRedirectPath(redirectParam), { replace: true });
      return;
    }
    const state: AuthNavigationState = { email: (knownEmail || email).trim(), notice: 'verified' };
    navigate(withRedirect(paths.signIn, redirectParam), { replace: true, state });
  };

  if (verify.isSuccess) {
    return (
      <AuthLayout variant={variant} title={t('twoSteps.verifiedTitle')}>
        <Stack gap="5">
          <NoticeAlert>{t('twoSteps.verified')}</NoticeAlert>
          {/* The form that had focus is gone: the next step takes it. */}
          <Button size="lg" autoFocus onClick={onContinue}>
            {signedIn ? t('twoSteps.continue') : t('twoSteps.signIn')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const pending = verify.isPending;
  return (
    <AuthLayout
      variant={variant}
      title={t('twoSteps.title')}
      subtitle={knownEmail ? t('twoSteps.subtitle', { email: knownEmail }) : t('twoSteps.subtitleNoEmail')}
    >
      <Stack asChild gap="5">
        <form noValidate onSubmit={onSubmit}>
          <FormErrorAlert error={verify.error ?? resend.error} />
          {resent ? <NoticeAlert status="info">{t('twoSteps.resent')}</NoticeAlert> : null}
          {knownEmail === '' ? (
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('placeholders.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError ? errorText({ type: emailError }, Email, 'email') : undefined}
            />
          ) : null}
          <Field.Root invalid={codeError}>
            <Text id={labelId} fontWeight="medium" textStyle="sm" mb="2">
              {t('twoSteps.codeLabel')}
            </Text>
            <CodeInput
              firstId={`${labelId}-first`}
              digits={digits}
              onChange={(next) => {
                setDigits(next);
                if (codeError && next.every((digit) => digit !== '')) setCodeError(false);
              }}
              invalid={codeError}
              labelledBy={labelId}
              describedBy={codeError ? errorId : hintId}
              disabled={pending}
            />
            {codeError ? (
              <Text id={errorId} color="fg.error" textStyle="sm" mt="2">
                {t('validation.codeIncomplete')}
              </Text>
            ) : (
              <Text id={hintId} color="fg.muted" textStyle="sm" mt="2">
                {t('twoSteps.codeHint')}
              </Text>
            )}
          </Field.Root>
          <Button type="submit" size="lg" loading={pending} loadingText={t('twoSteps.pending')} disabled={pending}>
            {t('twoSteps.submit')}
          </Button>
          <HStack justify="center" gap="2" wrap="wrap" color="fg.muted">
            <Text>{t('twoSteps.noCode')}</Text>
            <Button
              variant="plain"
              color="colorPalette.fg"
              px="0"
              disabled={cooldown.seconds > 0 || resend.isPending}
              onClick={onResend}
            >
              {cooldown.seconds > 0 ? t('twoSteps.resendIn', { seconds: cooldown.seconds }) : t('twoSteps.resend')}
            </Button>
          </HStack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
