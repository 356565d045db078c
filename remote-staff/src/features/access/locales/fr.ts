import type { AccessTexts } from './en';

const fr: AccessTexts = {
  checking: 'Vérification de votre compte…',
  forbidden: {
    code: '403',
    title: 'Réservé au personnel',
    body: 'Cette page est réservée au personnel du restaurant. Vous êtes connecté avec un compte client.',
    home: 'Retour à l’accueil',
  },
};

export default fr;
