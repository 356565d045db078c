import type { TreeviewTexts } from './en';

const fr: TreeviewTexts = {
  intro:
    'Les flèches parcourent l’arbre, Droite et Gauche ouvrent et ferment les dossiers, Début et Fin vont aux extrémités, et taper les premières lettres d’un nom le trouve.',
  files: 'Fichiers du projet',
  controlled: 'Contrôlé',
  expandAll: 'Tout déplier',
  collapseAll: 'Tout replier',
  selected: 'Sélection : {{name}}',
  nothingSelected: 'Rien de sélectionné pour l’instant.',
  multiple: 'Sélection multiple',
  multipleTree: 'Fichiers à partager',
  multipleHint: 'Maintenez Ctrl ou Maj, ou appuyez sur Espace, pour sélectionner plusieurs fichiers.',
  selectedCount: '{{count}} sélectionné(s)',
  keyboard: 'Clavier',
  keys: {
    arrows: 'Haut et Bas : élément précédent et suivant',
    rightLeft: 'Droite et Gauche : ouvrir ou entrer, fermer ou remonter au dossier parent',
    homeEnd: 'Début et Fin : premier et dernier élément',
    enter: 'Entrée ou Espace : sélectionner',
    typeahead: 'Lettres : l’élément suivant dont le nom commence par elles',
    star: 'Astérisque : ouvrir tous les dossiers du même niveau',
  },
};

export default fr;
