import type { ReservationBookingMessages } from './en';

const fr: ReservationBookingMessages = {
  tooFewSeats:
    'Les tables choisies offrent {{seats}} places ; votre groupe compte {{guests}} personnes. Ajoutez une table ou choisissez-en une plus grande.',
  notFree: 'Non disponible à cette heure : {{codes}}. Choisissez une autre table.',
  tooManyTables: 'Vous pouvez réserver au plus {{count}} tables à la fois.',
  clear: 'Effacer la sélection',
  details: 'Vos coordonnées',
  contactName: 'Nom',
  contactPhone: 'Téléphone',
  phoneHint: 'Nous n’appelons qu’en cas de changement.',
  note: 'Message pour le restaurant',
  notePlaceholder: 'Chaise haute, allergies, un coin calme…',
  occasion: 'Occasion',
  occasions: {
    none: 'Pas d’occasion particulière',
    birthday: 'Anniversaire',
    anniversary: 'Anniversaire de couple',
    date: 'Dîner en amoureux',
    business: 'Repas d’affaires',
    family: 'Réunion de famille',
    other: 'Autre',
  },
  summary: {
    title: 'Récapitulatif',
    guests: 'Groupe',
    date: 'Date',
    time: 'Heure',
    duration: 'Durée',
    floor: 'Étage',
    tables: 'Tables',
    seats: 'Places',
  },
  timeRange: '{{start}}–{{end}}',
  confirm: 'Confirmer la réservation',
  submitting: 'Réservation en cours…',
  signInToBook: 'Se connecter pour réserver',
  signInHint: 'Vous reviendrez ici avec tous vos choix.',
  errors: {
    nameRequired: 'Indiquez le nom pour la réservation.',
    nameInvalid: 'Retirez du nom les caractères de contrôle ou de direction du texte invisibles.',
    phoneRequired: 'Indiquez un numéro de téléphone.',
    phoneInvalid: 'Indiquez un numéro valide, par ex. +84 912 345 678.',
    noteTooLong: 'Le message doit faire moins de {{count}} caractères.',
    noteInvalid: 'Retirez du message les caractères de contrôle ou de direction du texte invisibles.',
    conflict:
      'Désolé, une table choisie vient d’être réservée par quelqu’un d’autre. Les disponibilités sont à jour ; choisissez à nouveau.',
    upcomingLimit: 'Vous avez déjà autant de réservations à venir qu’un client peut en avoir.',
    overlapsOwn: 'Vous avez déjà une réservation à cette heure-là.',
  },
  confirmed: {
    title: 'Votre table est réservée',
    code: 'Code de réservation',
    message: 'Nous avons hâte de vous accueillir le {{date}} à {{time}}.',
    keepCode: 'Gardez ce code ; le restaurant peut vous le demander.',
    another: 'Réserver une autre table',
    viewMine: 'Voir mes réservations',
  },
};

export default fr;
