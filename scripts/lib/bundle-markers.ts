/**
 * How we tell which library a downloaded JS chunk carries, whatever webpack named it: production chunks have
 * numeric/hashed names, so we look for a string literal that survives minification and appears exactly once
 * in one copy of the library (checked against the packages' production builds in node_modules):
 * - react-dom: `"__reactFiber$"` (the fiber key prefix, in react-dom-client.production.js only);
 * - react: `Objects are not valid as a React child` (a message react.production.js keeps; react-dom lacks it);
 * - @chakra-ui/react: `"ChakraContext"` (the name of the provider context, one per copy of styled-system).
 * The number of copies is the number of occurrences summed over every JS response.
 */
export const LIBRARY_MARKERS = {
  'react-dom': '"__reactFiber$"',
  react: 'Objects are not valid as a React child',
  '@chakra-ui/react': '"ChakraContext"',
} as const;

export type MarkedLibrary = keyof typeof LIBRARY_MARKERS;

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, index + needle.length)) {
    count += 1;
  }
  return count;
}

/** Copies of each library found in the given JS sources (a minifier may use either quote style). */
export function countLibraryCopies(sources: readonly string[]): Record<MarkedLibrary, number> {
  const counts = { 'react-dom': 0, react: 0, '@chakra-ui/react': 0 } satisfies Record<MarkedLibrary, number>;
  for (const source of sources) {
    for (const library of Object.keys(LIBRARY_MARKERS) as MarkedLibrary[]) {
      const marker = LIBRARY_MARKERS[library];
      counts[library] += occurrences(source, marker) + (marker.startsWith('"') ? occurrences(source, marker.replace(/"/g, "'")) : 0);
    }
  }
  return counts;
}
