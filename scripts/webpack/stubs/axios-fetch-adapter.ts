/**
 * Stands in for axios's fetch adapter in browser builds. axios tries its adapters in the order `xhr, http, fetch` and
 * every browser has XMLHttpRequest, so the fetch adapter (with its stream and multipart helpers, ~5 KB gz) is never
 * chosen; the API client sets no `adapter` option. `getFetch` answering `false` is axios's own "not supported by the
 * environment" value, so a request that asked for `adapter: 'fetch'` explicitly would fail loudly, not silently.
 */
export const getFetch = (): false => false;
