/** The element the floor pages are server-rendered into and hydrated in. */
export const FLOOR_ROOT_ID = 'root';
