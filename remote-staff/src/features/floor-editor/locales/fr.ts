import type { FloorEditorTexts } from './en';

const fr: FloorEditorTexts = {
  title: 'Plan de salle',
  subtitle:
    'Placez les tables comme elles sont dans la salle. Les clients et la salle en direct voient le plan dès qu’il est enregistré.',
  loading: 'Chargement du plan de salle…',
  floors: {
    label: 'Étages',
    moveEarlier: 'Placer {{name}} plus haut dans la liste',
    moveLater: 'Placer {{name}} plus bas dans la liste',
    name: 'Nom de l’étage',
    rename: 'Renommer',
    width: 'Largeur (cm)',
    height: 'Profondeur (cm)',
    add: 'Ajouter un étage',
    addTitle: 'Nouvel étage',
    newName: 'Nouvel étage',
  },
  plan: {
    label: 'Plan de {{floor}}',
    hint: 'Tabulez jusqu’à une table, puis déplacez-la avec les flèches (Maj la déplace cinq fois plus loin), ou faites-la glisser. Entrée la sélectionne pour la modifier.',
    table: 'Table {{code}}, {{count}} places, à {{x}}, {{y}} cm',
    addTable: 'Ajouter une table',
    noRoom: 'Il ne reste aucune place libre sur cet étage pour une nouvelle table.',
  },
  announce: {
    moved: 'Table {{code}} déplacée à {{x}}, {{y}} cm.',
    saved: 'Table {{code}} enregistrée.',
    off: 'La table {{code}} ne peut pas aller là : elle sortirait de l’étage.',
    touches: 'La table {{code}} ne peut pas aller là : ses chaises toucheraient la table {{other}}.',
    added: 'Table {{code}} ajoutée.',
    removed: 'Table {{code}} supprimée.',
  },
  inspector: {
    title: 'Table {{code}}',
    none: 'Sélectionnez une table sur le plan pour la modifier.',
    code: 'Numéro',
    capacity: 'Places',
    shape: 'Forme',
    shapes: { ROUND: 'Ronde', SQUARE: 'Carrée', RECTANGLE: 'Rectangulaire' },
    width: 'Largeur (cm)',
    height: 'Profondeur (cm)',
    sameSides: 'Les tables rondes et carrées ont des côtés égaux : la largeur donne les deux.',
    rotation: 'Rotation (degrés)',
    joins: 'Peut être réunie avec',
    noJoins: 'Aucune autre table sur cet étage.',
    closedFrom: 'Fermée à partir du',
    closedHint:
      'Aucune réservation à partir de cette date ; celles d’avant restent. Laissez vide pour la garder ouverte.',
    save: 'Enregistrer la table',
    remove: 'Supprimer la table',
    bookings: 'Réservations encore à venir :',
  },
  errors: {
    invalid: 'Vérifiez cette valeur.',
    required: 'Obligatoire.',
    conflict: 'Quelqu’un d’autre a modifié cette table ; le plan a été relu.',
  },
};

export default fr;
