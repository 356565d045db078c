import type { CalendarTexts } from './en';

const fr: CalendarTexts = {
  description:
    'Sélectionnez des jours ou des créneaux pour ajouter un évènement, cliquez sur un évènement pour le modifier, faites-le glisser pour le déplacer.',
  addEvent: 'Ajouter un évènement',
  today: 'Aujourd’hui',
  calendarLabel: 'Calendrier des évènements',
  hints: {
    view: 'Vue {{view}}',
    previous: '{{unit}} précédent',
    next: '{{unit}} suivant',
    goTo: 'Aller au {{date}}',
    more_one: 'Afficher {{count}} évènement de plus',
    more_other: 'Afficher {{count}} évènements de plus',
    more_many: 'Afficher {{count}} évènements de plus',
    events: 'Évènements',
    changeView: 'Changer de vue',
  },
  dialog: {
    addTitle: 'Nouvel évènement',
    editTitle: 'Modifier l’évènement',
    title: 'Titre',
    titlePlaceholder: 'Que se passe-t-il ?',
    allDay: 'Toute la journée',
    start: 'Début',
    end: 'Fin',
    lastDay: 'Dernier jour',
    color: 'Couleur',
    save: 'Enregistrer l’évènement',
    delete: 'Supprimer l’évènement',
  },
  colors: {
    blue: 'Bleu',
    aqua: 'Aqua',
    purple: 'Violet',
    green: 'Vert',
    cyan: 'Cyan',
    orange: 'Orange',
  },
  errors: {
    required: 'Ce champ est obligatoire',
    invalid: 'Saisissez une date valide',
    endBeforeStart: 'La fin doit être après le début',
  },
};

export default fr;
