// Async boundary, as Module Federation's documentation asks of a host: the shared singletons are negotiated before
// any of them is imported.
void import('./bootstrap');
