import type { AccessTexts } from './en';

const fr: AccessTexts = {
  checking: 'Vérification de votre compte…',
  forbidden: {
    code: '403',
    title: 'Réservé au personnel',
    body: 'Cette page est réservée au personnel du restaurant. Vous êtes connecté avec un compte client.',
    home: 'Retour à l’accueil',
  },
  signIn: {
    title: 'Connexion (autonome)',
    hint: 'Ce remote lancé seul n’a pas de page de connexion : connectez-vous ici avec un compte du personnel.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    required: 'Ce champ est obligatoire.',
  },
};

export default fr;
