export { ExampleCard, type ExampleCardProps } from './example-card';
export { ExamplePage, type ExamplePageProps } from './example-page';
