/**
 * How we tell which library a downloaded JS chunk carries, whatever webpack named it: production chunks have
 * numeric/hashed names, so we look for a string literal that survives minification and appears exactly once
 * in one copy of the library (checked against the packages' production builds in node_modules):
 * - react-dom: `"__reactFiber$"` (the fiber key prefix, in react-dom-client.production.js only);
 * - react: `Objects are not valid as a React child` (a message react.production.js keeps; react-dom lacks it);
 * - @chakra-ui/react: `"ChakraContext"` (the name of the provider context, one per copy of styled-system).
 *
 * Two figures per library:
 * - downloads: occurrences summed over every JS response (bytes paid; webpack may put one module in two chunks);
 * - instances: distinct (build, webpack module id) pairs holding the marker. Each build (host, each remote) has
 *   its own module registry, and within one registry a module id evaluates once however many chunks carry it,
 *   so this is the number of live copies (two React contexts = two instances). The module id is the numeric key
 *   of the module factory enclosing the marker (`{5761(e,t,r){...`), the shape of webpack 5 production chunks.
 */
export const LIBRARY_MARKERS = {
  'react-dom': '"__reactFiber$"',
  react: 'Objects are not valid as a React child',
  '@chakra-ui/react': '"ChakraContext"',
} as const;

export type MarkedLibrary = keyof typeof LIBRARY_MARKERS;

export interface LibraryCopies {
  downloads: number;
  instances: number;
}

export interface JsSource {
  url: string;
  source: string;
}

const LIBRARIES = Object.keys(LIBRARY_MARKERS) as MarkedLibrary[];
const MODULE_FACTORY = /[{,](\d+)\([\w$]*(?:,[\w$]+){0,2}\)\{/g;

function markerPositions(source: string, library: MarkedLibrary): number[] {
  const marker = LIBRARY_MARKERS[library];
  const needles = marker.startsWith('"') ? [marker, marker.replace(/"/g, "'")] : [marker];
  const positions: number[] = [];
  for (const needle of needles) {
    for (let index = source.indexOf(needle); index !== -1; index = source.indexOf(needle, index + needle.length)) {
      positions.push(index);
    }
  }
  return positions;
}

/** The build a JS file belongs to: the remote whose folder served it, else the host. */
export function buildOf(url: string): string {
  const match = /\/remotes\/([^/]+)\//.exec(new URL(url, 'http://localhost').pathname);
  return match?.[1] ?? 'host';
}

function enclosingModuleId(source: string, position: number): string {
  let id = '?';
  MODULE_FACTORY.lastIndex = 0;
  for (let match = MODULE_FACTORY.exec(source); match && match.index < position; match = MODULE_FACTORY.exec(source)) {
    id = match[1] ?? '?';
  }
  return id;
}

export function analyzeLibraryCopies(files: readonly JsSource[]): Record<MarkedLibrary, LibraryCopies> {
  const result = {} as Record<MarkedLibrary, LibraryCopies>;
  for (const library of LIBRARIES) {
    const instances = new Set<string>();
    let downloads = 0;
    for (const file of files) {
      for (const position of markerPositions(file.source, library)) {
        downloads += 1;
        instances.add(`${buildOf(file.url)}:${enclosingModuleId(file.source, position)}`);
      }
    }
    result[library] = { downloads, instances: instances.size };
  }
  return result;
}

/**
 * The UI families of `@restaurant/shared` a set of JS files carries, each known by the key its Chakra component
 * module passes to `createSlotRecipeContext` (`key:"dialog"` in `components/dialog/dialog.js`): a string only that
 * component's code holds, which survives minification. Not the recipes' class names: every recipe is in the one
 * system's chunk (Chakra's own theme), on every page. Except ui-select: an event name of zag's select machine (in
 * @zag-js/select only) marks it, as the select family is that machine. `ui` itself, on every page, is not listed.
 */
export const UI_FAMILY_MARKERS = {
  'ui-accordion': 'key:"accordion"',
  'ui-avatar': 'key:"avatar"',
  'ui-checkbox': 'key:"checkbox"',
  'ui-choice': 'key:"radioGroup"',
  'ui-demo': 'key:"timeline"',
  'ui-demo-controls': 'key:"pagination"',
  'ui-dialog': 'key:"dialog"',
  'ui-display': 'key:"table"',
  'ui-form': 'key:"nativeSelect"',
  'ui-menu': 'key:"menu"',
  'ui-number-input': 'key:"numberInput"',
  'ui-popover': 'key:"popover"',
  'ui-progress': 'key:"steps"',
  'ui-rating': 'key:"ratingGroup"',
  'ui-select': '"TRIGGER.TYPEAHEAD"',
  'ui-slider': 'key:"slider"',
  'ui-tabs': 'key:"tabs"',
  'ui-tree-view': 'key:"treeView"',
} as const;

export type UiFamily = keyof typeof UI_FAMILY_MARKERS;

/** The families whose marker one of the files holds, in name order. */
export function uiFamiliesIn(files: readonly JsSource[]): UiFamily[] {
  return (Object.keys(UI_FAMILY_MARKERS) as UiFamily[]).filter((family) => {
    const marker = UI_FAMILY_MARKERS[family];
    const single = marker.replace(/"/g, "'");
    return files.some((file) => file.source.includes(marker) || file.source.includes(single));
  });
}

/** Files of the demo remote (its pages, charts, editor, calendar): a restaurant page must download none. */
export function demoRemoteFiles(files: readonly JsSource[]): string[] {
  return files.filter((file) => buildOf(file.url) === 'demo').map((file) => file.url);
}
