import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../testing/translations';
import ForgotPassword2Page from './forgot-password-2-page';
import ForgotPasswordPage from './forgot-password-page';
import Login2Page from './login-2-page';
import LoginPage from './login-page';
import MaintenancePage from './maintenance-page';
import NotFoundPage from './not-found-page';
import Register2Page from './register-2-page';
import RegisterPage from './register-page';
import TwoSteps2Page from './two-steps-2-page';
import TwoStepsPage from './two-steps-page';

beforeAll(() => setUpTranslations('en'));
beforeEach(() => resetSession());

const pages: [string, ComponentType, string][] = [
  ['/auth/login', LoginPage, 'Sign in'],
  ['/auth/login2', Login2Page, 'Sign in'],
  ['/auth/register', RegisterPage, 'Create your account'],
  ['/auth/register2', Register2Page, 'Create your account'],
  ['/auth/forgot-password', ForgotPasswordPage, 'Forgot your password?'],
  ['/auth/forgot-password2', ForgotPassword2Page, 'Forgot your password?'],
  ['/auth/two-steps', TwoStepsPage, 'Verify your e-mail address'],
  ['/auth/two-steps2', TwoSteps2Page, 'Verify your e-mail address'],
  ['/auth/maintenance', MaintenancePage, 'We will be right back'],
  ['/auth/404', NotFoundPage, 'Page not found'],
];

describe('exposed auth pages', () => {
  it.each(pages)('%s renders its real page with one h1', (route, Page, title) => {
    renderWithProviders(<Page />, { route });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
