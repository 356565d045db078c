import type { SoldOutTexts } from './en';

const fr: SoldOutTexts = {
  title: 'Épuisé aujourd’hui',
  subtitle: 'Marquez ce que la cuisine n’a plus : le menu l’affiche épuisé et personne ne peut le commander.',
  todayOnly: 'Une marque ne vaut que pour aujourd’hui : demain, tout est de nouveau en vente, sans rien faire.',
  filter: 'Filtrer par nom',
  filterHint: 'Nom vietnamien ou anglais, accents facultatifs',
  loading: 'Chargement du menu…',
  dishes: 'Plats',
  combos: 'Formules',
  summary: 'Épuisés aujourd’hui : {{count}}',
  noMatch: 'Rien ici ne correspond à « {{q}} ».',
  empty: 'Rien au menu pour l’instant.',
  combosNote: 'Une formule est aussi épuisée tant qu’un de ses plats l’est.',
  offMenu: 'Retiré du menu',
  soldOutBadge: 'Épuisé aujourd’hui',
  onSaleBadge: 'En vente',
  switchLabel: 'Épuisé aujourd’hui',
  marked: '{{name}} est épuisé pour aujourd’hui.',
  cleared: '{{name}} est de nouveau en vente.',
  markedBy: 'Marqué par {{name}}',
};

export default fr;
