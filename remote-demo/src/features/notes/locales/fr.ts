import type { NotesTexts } from './en';

const fr: NotesTexts = {
  search: 'Rechercher dans les notes',
  list: 'Vos notes',
  add: 'Ajouter une note',
  addTitle: 'Nouvelle note',
  text: 'Texte de la note',
  textRequired: 'Écrivez d’abord la note',
  colour: 'Couleur',
  colours: { info: 'Bleu', error: 'Rouge', warning: 'Orange', success: 'Vert' },
  delete: 'Supprimer la note : {{title}}',
  deleteSelected: 'Supprimer la note',
  deleted: 'Note supprimée',
  added: 'Note ajoutée',
  recoloured: 'Couleur changée en {{colour}}',
  editor: 'Modifier la note',
  editorHint: 'Les modifications sont conservées à mesure que vous écrivez.',
  noneSelected: 'Sélectionnez une note pour la modifier.',
  created: 'Créée le {{date}}',
  untitled: 'Note vide',
  closeEditor: 'Fermer l’éditeur',
  empty: { title: 'Aucune note pour l’instant', description: 'Ajoutez une note pour garder une idée pour plus tard.' },
  noMatch: { title: 'Aucune note ne correspond à votre recherche', description: 'Essayez d’autres mots.' },
  loadError: 'Les notes n’ont pas pu être chargées',
};

export default fr;
