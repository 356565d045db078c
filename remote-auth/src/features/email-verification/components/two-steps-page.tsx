import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAuthUser, useIsAuthenticated } from '@restaurant/shared';
import { Email, VerificationCode } from '@restaurant/shared/contracts';
import { contractResolver, firstBrokenRule } from '@restaurant/shared/forms';
import {
  REDIRECT_PARAM,
  safeRedirectPath,
  useLocation,
  useNavigate,
  useSearchParams,
  withRedirect,
} from '@restaurant/shared/router';
import { Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Field } from '@restaurant/shared/ui-form';
import { AuthForm, EmailField } from '../../../lib/auth-form';
import { AuthLayout } from '../../../lib/auth-layout';
import {
  authPaths,
  readAuthNavigationState,
  type AuthNavigationState,
  type AuthVariant,
} from '../../../lib/auth-paths';
import { useFieldErrorText } from '../../../lib/field-error-text';
import { NoticeAlert } from '../../../lib/form-alerts';
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

interface TwoStepsValues {
  email: string;
  /** One entry per box, '' when empty. */
  code: string[];
}

// The boxes are checked as the code the API receives (the contract's six digits); any gap is "incomplete".
const resolver = contractResolver<TwoStepsValues>(
  { email: Email },
  {
    trim: ['email'],
    refine: ({ code }) => (firstBrokenRule(VerificationCode, code.join('')) ? { code: 'codeIncomplete' } : {}),
  },
);

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

  const [resent, setResent] = useState(false);
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const cooldown = useCountdown(fromState.codeSent ? DEFAULT_RESEND_COOLDOWN_SECONDS : 0);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<TwoStepsValues>({ resolver, defaultValues: { email: knownEmail, code: emptyCode() } });

  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const emailToSend = () => (knownEmail || getValues('email')).trim();

  const onSubmit = handleSubmit(
    ({ code }) => verify.mutate({ email: emailToSend(), code: code.join('') }),
    // A code box is no registered input: the first one takes focus when the code is all that is wrong.
    (invalid) => {
      if (invalid.code && !invalid.email) document.getElementById(`${labelId}-first`)?.focus();
    },
  );

  const onResend = async () => {
    if (knownEmail === '' && !(await trigger('email'))) return;
    setResent(false);
    resend.mutate(
      { email: emailToSend() },
      {
        onSuccess: (seconds) => {
          setResent(true);
          setValue('code', emptyCode());
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
    const state: AuthNavigationState = { email: emailToSend(), notice: 'verified' };
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
      <AuthForm
        onSubmit={onSubmit}
        error={verify.error ?? resend.error}
        pending={pending}
        submitLabel={t('twoSteps.submit')}
        pendingLabel={t('twoSteps.pending')}
        footer={
          <HStack justify="center" gap="2" wrap="wrap" color="fg.muted">
            <Text>{t('twoSteps.noCode')}</Text>
            <Button
              variant="plain"
              color="colorPalette.fg"
              px="0"
              disabled={cooldown.seconds > 0 || resend.isPending}
              onClick={() => void onResend()}
            >
              {cooldown.seconds > 0 ? t('twoSteps.resendIn', { seconds: cooldown.seconds }) : t('twoSteps.resend')}
            </Button>
          </HStack>
        }
      >
        {resent ? <NoticeAlert status="info">{t('twoSteps.resent')}</NoticeAlert> : null}
        {knownEmail === '' ? (
          <EmailField error={errorText(errors.email, Email, 'email')} {...register('email')} />
        ) : null}
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Field.Root invalid={errors.code !== undefined}>
              <Text id={labelId} fontWeight="medium" textStyle="sm" mb="2">
                {t('twoSteps.codeLabel')}
              </Text>
              <CodeInput
                firstId={`${labelId}-first`}
                digits={field.value}
                onChange={field.onChange}
                invalid={errors.code !== undefined}
                labelledBy={labelId}
                describedBy={errors.code ? errorId : hintId}
                disabled={pending}
              />
              {errors.code ? (
                <Text id={errorId} color="fg.error" textStyle="sm" mt="2">
                  {t('validation.codeIncomplete')}
                </Text>
              ) : (
                <Text id={hintId} color="fg.muted" textStyle="sm" mt="2">
                  {t('twoSteps.codeHint')}
                </Text>
              )}
            </Field.Root>
          )}
        />
      </AuthForm>
    </AuthLayout>
  );
}
