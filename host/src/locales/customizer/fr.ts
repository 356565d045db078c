import type { HostCustomizerTranslations } from './en';

const fr: HostCustomizerTranslations = {
  customizer: {
    title: 'Paramètres',
    theme: 'Thème de couleur',
    themes: {
      blue: 'Bleu',
      aqua: 'Turquoise',
      purple: 'Violet',
      green: 'Vert',
      cyan: 'Cyan',
      orange: 'Orange',
    },
    mode: 'Mode',
    light: 'Clair',
    dark: 'Sombre',
    direction: 'Sens du texte',
    ltr: 'Gauche à droite',
    rtl: 'Droite à gauche',
    container: 'Largeur de la mise en page',
    boxed: 'Encadrée',
    fullWidth: 'Pleine largeur',
    layout: 'Disposition de la navigation',
    horizontal: 'Horizontale',
    vertical: 'Verticale',
    sidebar: 'Barre latérale réduite',
    language: 'Langue',
    cardShadow: 'Ombre des cartes',
    borderRadius: 'Arrondi des bords',
    borderRadiusValue: '{{value}} px',
    close: 'Fermer les paramètres',
  },
};

export default fr;
