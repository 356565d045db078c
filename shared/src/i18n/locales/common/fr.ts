import type { CommonTranslations } from './en';

const fr: CommonTranslations = {
  brand: 'Bếp Nhà',
  pageTitle: '{{page}} — {{brand}}',
  loading: 'Chargement…',
  retry: 'Réessayer',
  empty: {
    title: 'Rien pour le moment',
    description: 'Il n’y a rien à afficher pour l’instant.',
  },
  error: {
    title: 'Une erreur est survenue',
    description: 'Nous n’avons pas pu charger ce contenu.',
  },
  unavailable: {
    title: 'Cette section est momentanément indisponible',
    description: 'Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
  },
  notFound: {
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
  breadcrumb: {
    label: 'Fil d’Ariane',
    home: 'Accueil',
  },
  actions: {
    close: 'Fermer',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    save: 'Enregistrer',
    submit: 'Envoyer',
    delete: 'Supprimer',
    edit: 'Modifier',
    add: 'Ajouter',
    back: 'Retour',
    next: 'Suivant',
    previous: 'Précédent',
    search: 'Rechercher',
    viewAll: 'Tout voir',
    seeMore: 'Voir plus',
  },
  pagination: {
    label: 'Pagination',
    page: 'Page {{page}} sur {{total}}',
  },
  search: {
    placeholder: 'Rechercher…',
    noResults: 'Aucun résultat',
  },
  form: {
    required: 'Ce champ est obligatoire',
    invalidEmail: 'Saisissez une adresse e-mail valide',
  },
  a11y: {
    skipToContent: 'Aller au contenu principal',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    toggleColorMode: 'Basculer entre le mode clair et le mode sombre',
  },
  language: {
    label: 'Langue',
    en: 'English',
    fr: 'Français',
    ar: 'العربية',
    ch: '中文',
    vi: 'Tiếng Việt',
  },
  managersOnly: {
    code: '403',
    title: 'Réservé aux responsables',
    body: 'Cette page est réservée aux responsables du restaurant. Votre compte du personnel peut utiliser les autres pages de gestion.',
    home: 'Retour au tableau des commandes',
  },
  staffOnly: {
    checking: 'Vérification de votre compte…',
    code: '403',
    title: 'Réservé au personnel',
    body: 'Cette page est réservée au personnel du restaurant. Vous êtes connecté avec un compte client.',
    home: 'Retour à l’accueil',
  },
  yes: 'Oui',
  no: 'Non',
};

export default fr;
