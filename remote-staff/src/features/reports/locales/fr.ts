import type { ReportsTranslations } from './en';

const fr: ReportsTranslations = {
  title: 'Rapports',
  subtitle:
    'Les chiffres des commandes terminées, des réservations et des avis du restaurant, selon son calendrier (Hô Chi Minh-Ville).',
  range: {
    legend: 'Dates des rapports',
    from: 'Du',
    to: 'Au',
    by: 'Regrouper le chiffre d’affaires et les notes par',
    day: 'Jour',
    week: 'Semaine',
    month: 'Mois',
    apply: 'Afficher',
    hint: 'Les deux jours sont inclus ; trois ans au plus.',
    showing: 'Du {{from}} au {{to}}',
    errors: {
      required: 'Choisissez une date.',
      format: 'Saisissez une date du calendrier.',
      endBeforeStart: 'La fin doit être le jour du début ou après.',
      tooLong: 'Un rapport couvre au plus trois ans.',
    },
  },
  loading: 'Chargement du rapport…',
  empty: 'Rien à ces dates.',
  showTable: 'Les chiffres sous forme de tableau',
  downloadCsv: 'Télécharger le CSV',
  downloadCsvOf: 'Télécharger le CSV : {{report}}',
  downloaded: '{{report}} téléchargé.',
  period: '{{from}} – {{to}}',
  none: '—',
  revenue: {
    title: 'Chiffre d’affaires',
    description: 'Les commandes terminées, et à côté la période précédente de même durée.',
    columns: {
      period: 'Période',
      orders: 'Commandes',
      revenue: 'Chiffre d’affaires',
      previousOrders: 'Commandes avant',
      previousRevenue: 'Chiffre d’affaires avant',
    },
    current: 'Cette période',
    previousSeries: 'Période précédente',
    total: 'Total',
  },
  hours: {
    title: 'Commandes par heure',
    description: 'L’heure à laquelle les commandes terminées ont été passées.',
    columns: { hour: 'Heure', orders: 'Commandes', revenue: 'Chiffre d’affaires' },
    series: 'Commandes',
  },
  covers: {
    title: 'Couverts par service',
    description:
      'Réservations confirmées, par service des horaires où elles commencent (Horaires et règles). Absences telles que l’accueil les a notées.',
    columns: {
      service: 'Service',
      bookings: 'Réservations',
      covers: 'Couverts',
      noShows: 'Absences',
      noShowRate: 'Taux d’absence',
    },
    service: '{{opens}} – {{closes}}',
    outsideHours: 'Hors des horaires',
    coversSeries: 'Couverts',
    noShowSeries: 'Couverts absents',
  },
  topItems: {
    title: 'Plats et menus les plus commandés',
    description: 'Les plus commandés dans les commandes terminées.',
    columns: { item: 'Plat ou menu', kind: 'Type', quantity: 'Quantité', revenue: 'Chiffre d’affaires' },
    food: 'Plat',
    combo: 'Menu',
    series: 'Quantité',
  },
  vouchers: {
    title: 'Bons de réduction',
    description: 'Les commandes terminées qui ont utilisé un bon, et la remise accordée.',
    columns: { code: 'Code', uses: 'Utilisations', discount: 'Remise accordée', revenue: 'Payé' },
    series: 'Remise accordée',
  },
  ratings: {
    title: 'Note moyenne',
    description: 'Les avis selon le jour où ils ont été donnés, et leur moyenne sur 5.',
    columns: { period: 'Période', reviews: 'Avis', average: 'Moyenne' },
    series: 'Note moyenne',
  },
};

export default fr;
