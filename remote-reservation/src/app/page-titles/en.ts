/** `reservationPages`: the page titles this remote's placeholder pages and standalone shell show. */
const en = {
  reservation: 'Reserve a table',
};

export type PageTitles = typeof en;
export default en;
