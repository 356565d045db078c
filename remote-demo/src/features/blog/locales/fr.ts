import type { BlogTexts } from './en';

const fr: BlogTexts = {
  breadcrumb: 'Blog',
  posts: {
    featured: 'Articles à la une',
    latest: 'Derniers articles',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    sort: 'Trier par',
    sorts: { newest: 'Plus récents', popular: 'Plus populaires' },
    empty: 'Aucun article dans cette catégorie pour le moment.',
    loadError: 'Impossible de charger les articles',
    pagination: 'Pages des articles',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageLabel: 'Page {{page}}',
  },
  categories: { Gadget: 'Gadgets', Lifestyle: 'Art de vivre', Design: 'Design', Social: 'Social', Health: 'Santé' },
  stats: {
    views: 'Vues',
    comments: 'Commentaires',
    shares: 'Partages',
  },
  by: 'Par {{name}}',
  detail: {
    notFoundTitle: "Impossible d'afficher cet article",
    backToPosts: 'Retour aux articles',
    loadError: "Impossible de charger l'article",
    comments: 'Commentaires',
    noComments: 'Aucun commentaire pour le moment : soyez le premier.',
    addComment: 'Ajouter un commentaire',
    commentLabel: 'Votre commentaire',
    commentPlaceholder: 'Écrivez un commentaire…',
    postComment: 'Publier le commentaire',
    reply: 'Répondre',
    replyTo: 'Répondre à {{name}}',
    replyLabel: 'Votre réponse',
    postReply: 'Publier la réponse',
    cancel: 'Annuler',
    commentRequired: 'Écrivez d’abord votre message',
    sendError: "Votre message n'a pas pu être envoyé",
    repliesOf: 'Réponses à {{name}}',
  },
};

export default fr;
