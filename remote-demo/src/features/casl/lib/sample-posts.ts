/** A post the page lists; titles are sample data, like the sample-data API's. */
export interface SamplePost {
  readonly id: string;
  readonly title: string;
}

export const SAMPLE_POSTS: readonly SamplePost[] = [
  { id: 'spring-menu', title: 'Our spring menu is here' },
  { id: 'kitchen-tour', title: 'A tour of the kitchen' },
  { id: 'olive-oil', title: 'Choosing a good olive oil' },
  { id: 'late-hours', title: 'Open late on weekends' },
];
