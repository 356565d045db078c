// Async boundary: shared singletons (React, the shared package...) are negotiated before any of them is imported.
void import('./bootstrap');
