import type { PageTitles } from './en';

const fr: PageTitles = {
  login: 'Connexion',
  login2: 'Connexion',
  register: 'Créer un compte',
  register2: 'Créer un compte',
  forgotPassword: 'Mot de passe oublié ?',
  forgotPassword2: 'Mot de passe oublié ?',
  twoSteps: 'Vérification en deux étapes',
  twoSteps2: 'Vérification en deux étapes',
  maintenance: 'Site en maintenance',
  notFound: 'Page introuvable',
  notFoundDescription: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  backHome: 'Retour à l’accueil',
};

export default fr;
