// The in-browser sample-data API every demo page reads (spec sections 3, 7, 8, 9).
export * from './types';
export { sampleDataGet, sampleDataPost } from './sample-data-request';
export { SAMPLE_DATA_PATHS, POST_NOT_FOUND, INTERNAL_SERVER_ERROR, slugOf } from './sample-data-api';
export { PRODUCT_PALETTE } from './generate';
export { DEMO_USER } from './demo-user';
export { sampleDataQuery, useUpdateSampleData } from './api/sample-data-query';
export * from './api/sample-data-lists';
export { useDemoUserCounts, type DemoUserCounts } from './api/use-demo-user-counts';
