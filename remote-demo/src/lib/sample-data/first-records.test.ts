import { demoFirstRecords } from '@restaurant/shared/router';
import { generateSampleData } from './generate';
import { slugOf } from './sample-data-api';

// The dashboard menu's "Blog detail" and "Product detail" open the records `demoFirstRecords` names (the host
// cannot ask the demo for them). Whatever `now` the session starts at, the fixed seed must still make them first.
describe('the first records the dashboard menu opens', () => {
  it.each([Date.parse('2026-11-24T12:00:00Z'), Date.parse('2031-02-03T04:05:06Z'), Date.now()])(
    'are the first blog post and the first product of the sample data (now = %i)',
    (now) => {
      const data = generateSampleData(undefined, now);
      expect(slugOf(data.blogPosts[0]?.title ?? '')).toBe(demoFirstRecords.blogPostSlug);
      expect(data.products[0]?.id).toBe(demoFirstRecords.productId);
    },
  );
});
