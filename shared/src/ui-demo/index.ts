// Chakra components only the template demo pages use, the presentational ones (timelines, data lists, empty states,
// swatches...); their interactive parts are `ui-demo-controls`. Its own shared module, so a restaurant page never
// downloads them: the other `ui-*` families are what they share with the demo. Explicit named re-exports only, and
// only what a demo page uses: this module is an MF singleton, never tree-shaken, so every export is downloaded and
// evaluated by each demo page that imports any of them.
export { ColorSwatch, DataList, EmptyState, Float, Status, Timeline } from '@chakra-ui/react';
