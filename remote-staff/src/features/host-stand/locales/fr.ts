import type { HostStandTexts } from './en';

const fr: HostStandTexts = {
  title: 'Réservations du jour',
};

export default fr;
