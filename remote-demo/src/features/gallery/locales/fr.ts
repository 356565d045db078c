import type { GalleryTexts } from './en';

const fr: GalleryTexts = {
  description: 'Photos de l’équipe et du restaurant. Ouvrez-en une pour l’agrandir.',
  search: 'Rechercher des photos',
  searchPlaceholder: 'Nom de la photo',
  total: '{{count}} photos',
  open: 'Ouvrir {{name}}',
  viewer: {
    position: 'Photo {{current}} sur {{total}}',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    hint: 'Utilisez les flèches pour passer d’une photo à l’autre, Échap pour fermer.',
  },
  noResults: 'Aucune photo ne correspond à « {{query}} ».',
  loadError: 'Impossible de charger la galerie',
};

export default fr;
