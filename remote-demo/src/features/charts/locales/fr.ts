import type { ChartsTexts } from './en';

const fr: ChartsTexts = {
  period: { label: 'Période', week: 'Cette semaine', month: 'Ce mois-ci', year: 'Cette année' },
  series: 'Séries',
  dayN: 'Jour {{n}}',
  weekN: 'Semaine {{n}}',
  day: 'Jour',
  date: 'Date',
  month: 'Mois',
  area: {
    sales: {
      title: 'Ventes et dépenses',
      description: 'Affichez ou masquez une série : la zone remplie suit la première affichée.',
      chart: 'Ventes et dépenses de la période',
    },
    visitors: {
      title: 'Visiteurs',
      description: 'Visiteurs uniques de la boutique, pour la période choisie.',
      chart: 'Visiteurs de la période',
    },
    salesSeries: 'Ventes',
    expensesSeries: 'Dépenses',
    visitorsSeries: 'Visiteurs',
  },
  line: {
    revenue: {
      title: "Chiffre d'affaires",
      description: "Chiffre d'affaires de la période choisie.",
      chart: "Chiffre d'affaires de la période",
    },
    traffic: {
      title: 'Sources de trafic',
      description: "D'où viennent les visites ; cochez les sources à comparer.",
      chart: 'Visites par source de trafic',
    },
    revenueSeries: "Chiffre d'affaires",
    organic: 'Recherche',
    social: 'Réseaux sociaux',
    referral: 'Autres sites',
  },
  gradient: {
    earnings: {
      title: 'Gains',
      description:
        'Les gains sur la période, tracés par une ligne qui change de couleur au-dessus d’un remplissage doux.',
      chart: 'Gains de la période',
    },
    sessions: {
      title: 'Sessions par appareil',
      description: 'Les sessions par appareil, chacun dans sa couleur.',
      chart: 'Sessions par appareil',
    },
    earningsSeries: 'Gains',
    desktop: 'Ordinateur',
    mobile: 'Mobile',
  },
  candlestick: {
    title: "Cours de l'action",
    description:
      'Ouverture, plus haut, plus bas et clôture de chaque séance : vert quand il clôture plus haut, rouge plus bas.',
    chart: "Cours de l'action par séance, {{count}} jours",
    range: 'Plage',
    rangeDays: '{{count}} jours',
    open: 'Ouverture',
    high: 'Plus haut',
    low: 'Plus bas',
    close: 'Clôture',
    summary: {
      title: 'Sur la plage',
      description: 'Les chiffres des chandeliers affichés.',
      first: 'Première ouverture',
      last: 'Dernière clôture',
      change: 'Variation',
      highest: 'Plus haut',
      lowest: 'Plus bas',
    },
  },
  column: {
    quarters: {
      title: 'Ventes par trimestre',
      description: 'Colonnes groupées, une par année ; cochez les années à comparer.',
      chart: 'Ventes par trimestre et par année',
    },
    weekdays: {
      title: 'Commandes par jour',
      description: 'Commandes sur place et en livraison, côte à côte ou empilées.',
      chart: 'Commandes par jour de la semaine',
      stacked: 'Empiler les colonnes',
    },
    quarter: 'Trimestre',
    quarterN: 'T{{n}}',
    dineIn: 'Sur place',
    delivery: 'Livraison',
  },
  doughnut: {
    devices: {
      title: 'Visites par appareil',
      description: 'La répartition des visites entre appareils sur la période choisie.',
      chart: 'Part des visites par appareil',
    },
    categories: {
      title: 'Ventes par catégorie',
      description: 'La répartition des ventes par catégorie ; cochez celles à inclure.',
      chart: 'Part des ventes par catégorie',
    },
    visits: 'Visites',
    sales: 'Ventes',
    desktop: 'Ordinateur',
    mobile: 'Mobile',
    tablet: 'Tablette',
    starters: 'Entrées',
    mains: 'Plats',
    desserts: 'Desserts',
    drinks: 'Boissons',
  },
  radial: {
    goals: {
      title: 'Objectifs du mois',
      description: 'L’avancement de chaque objectif du mois, en pourcentage.',
      chart: 'Avancement des objectifs du mois',
    },
    single: {
      title: 'Satisfaction client',
      description: "Déplacez le curseur pour régler le score qu'affiche l'anneau.",
      chart: 'Score de satisfaction client',
      slider: 'Score de satisfaction',
    },
    progress: 'Avancement',
    sales: 'Ventes',
    bookings: 'Réservations',
    reviews: 'Avis',
    newsletter: 'Inscriptions à la newsletter',
  },
};

export default fr;
