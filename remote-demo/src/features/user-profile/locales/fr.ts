import type { UserProfileTexts } from './en';

const fr: UserProfileTexts = {
  banner: {
    cover: 'Couverture de {{name}}',
    avatar: 'Photo de {{name}}',
    counts: 'Chiffres du profil',
    posts: 'Publications',
    followers: 'Abonnés',
    following: 'Abonnements',
  },
  tabs: { label: 'Sections du profil', profile: 'Profil', followers: 'Abonnés', friends: 'Amis', gallery: 'Galerie' },
  intro: {
    title: 'Présentation',
    company: 'Travaille chez',
    email: 'E-mail',
    website: 'Site web',
    location: 'Habite à',
  },
  photos: { title: 'Photos' },
  share: {
    label: 'Partagez vos idées',
    placeholder: 'À quoi pensez-vous ?',
    submit: 'Publier',
    required: 'Écrivez d’abord quelque chose',
  },
  post: {
    like: "J'aime",
    liked: 'Aimé',
    commentCount: 'Commentaires',
    comments: 'Commentaires de la publication de {{name}}',
    addComment: 'Écrire un commentaire',
    send: 'Envoyer',
    reply: 'Répondre',
    replyTo: 'Répondre à {{name}}',
    replies: 'Réponses à {{name}}',
    likeComment: 'Aimer le commentaire de {{name}}',
    image: 'Image {{position}} de la publication de {{name}}',
    video: 'Vidéo',
    videoNote: 'Vidéo « {{id}} » : les vidéos ne sont pas lues dans cette démo.',
    failed: "Impossible d'enregistrer",
    postsLabel: 'Publications',
  },
  people: {
    following: 'Abonné',
    follow: 'Suivre',
    empty: "Personne pour l'instant.",
    search: 'Rechercher des personnes',
  },
  gallery: { empty: 'Aucune photo pour le moment.' },
  loadError: "Cette partie du profil n'a pas pu être chargée",
};

export default fr;
