import type { OrdersBoardTexts } from './en';

const fr: OrdersBoardTexts = {
  title: 'Tableau des commandes',
  description:
    'Toutes les commandes en cours, les plus anciennes en haut de chaque colonne. Les nouvelles apparaissent dès qu’elles sont passées.',
  loading: 'Chargement des commandes…',
  columns: { PLACED: 'Reçues', PREPARING: 'En préparation', READY: 'Prêtes' },
  count_zero: 'aucune commande',
  count_one: '{{count}} commande',
  count_many: '{{count}} commandes',
  count_other: '{{count}} commandes',
  empty: {
    PLACED: 'Aucune nouvelle commande.',
    PREPARING: 'Rien en préparation.',
    READY: 'Rien n’attend d’être remis.',
  },
  card: {
    age_zero: 'Passée à l’instant',
    age_one: 'Passée il y a {{count}} minute',
    age_many: 'Passée il y a {{count}} minutes',
    age_other: 'Passée il y a {{count}} minutes',
    pickup: 'À emporter à {{time}}',
    dineIn: 'Sur place, table {{tables}}, réservation {{code}} à {{time}}',
    guests_one: '{{count}} convive',
    guests_many: '{{count}} convives',
    guests_other: '{{count}} convives',
    lines: 'Plats',
    line: '{{quantity}} × {{name}}',
    note: 'Remarque :',
    new: 'Nouvelle',
    advancedBy: 'Dernière étape par {{name}}',
  },
  advance: { PLACED: 'Commencer', PREPARING: 'Marquer prête', READY: 'Remettre' },
  advanceLabel: '{{action}} : commande {{code}}',
  advanceFailed: 'La commande n’a pas pu avancer : {{message}}',
  advanceMovedOn:
    'La commande {{code}} avait déjà avancé depuis un autre écran : rien n’a été modifié. Le tableau la montre où elle en est.',
  advanced: {
    PREPARING: 'La commande {{code}} est en préparation.',
    READY: 'La commande {{code}} est prête.',
    COMPLETED: 'La commande {{code}} a été remise et quitte le tableau.',
  },
  arrived_one: 'Nouvelle commande : {{codes}}.',
  arrived_many: '{{count}} nouvelles commandes : {{codes}}.',
  arrived_other: '{{count}} nouvelles commandes : {{codes}}.',
  live: {
    on: 'En direct',
    off: 'Reconnexion ; vérification des commandes toutes les {{seconds}} secondes',
  },
  more: 'Affichage des {{shown}} plus anciennes sur {{total}} commandes en cours.',
};

export default fr;
