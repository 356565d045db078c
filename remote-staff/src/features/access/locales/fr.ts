import type { AccessTexts } from './en';

const fr: AccessTexts = {
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
