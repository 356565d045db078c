/** `authPages`: the page titles this remote's placeholder pages and standalone shell show. */
const en = {
  login: 'Log in',
  login2: 'Log in',
  register: 'Create an account',
  register2: 'Create an account',
  forgotPassword: 'Forgot your password?',
  forgotPassword2: 'Forgot your password?',
  twoSteps: 'Two-step verification',
  twoSteps2: 'Two-step verification',
  maintenance: 'We are under maintenance',
  notFound: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the homepage',
};

export type PageTitles = typeof en;
export default en;
