import { demoFirstRecords, paths, routePatterns } from './paths';

/** Every pattern of every group, flattened. */
function allPatterns(): string[] {
  const { landing, auth, demo } = routePatterns;
  return [
    ...Object.values(landing),
    ...Object.values(auth),
    ...Object.values(demo).flatMap((section) => Object.values(section)),
  ];
}

describe('paths', () => {
  it('fills a page id into its route pattern, encoded', () => {
    expect(paths.foodDetail(7)).toBe('/landing/food-detail/7');
    expect(paths.comboDetail('3')).toBe('/landing/combo-detail/3');
    expect(paths.voucherDetail('a b')).toBe('/landing/voucher-detail/a%20b');
    expect(paths.blogDetail(1)).toBe('/apps/blog/detail/1');
    expect(paths.productDetail(1)).toBe('/apps/ecommerce/detail/1');
    expect(paths.orderDetail(12)).toBe('/landing/orders/12');
  });

  it('names the demo’s first post and product for the menu (remote-demo’s tests pin them to its sample data)', () => {
    expect(paths.firstBlogPost).toBe(paths.blogDetail(demoFirstRecords.blogPostSlug));
    expect(paths.firstProduct).toBe(paths.productDetail(demoFirstRecords.productId));
  });

  it('builds the query links the pages read', () => {
    expect(paths.foodCategory(4)).toBe('/landing/food?category=4');
    expect(paths.myReservations).toBe('/landing/reservation?tab=mine');
    expect(paths.checkoutWithVoucher('CHAO BAN')).toBe('/landing/checkout?voucher=CHAO%20BAN');
  });

  it('keys each demo page by the sub-page key its section renders', () => {
    expect(routePatterns.demo.forms['date-time']).toBe('/forms/form-elements/date-time');
    expect(routePatterns.demo.forms['quill-editor']).toBe('/forms/quill-editor');
    expect(routePatterns.demo.apps['blog-posts']).toBe('/apps/blog/posts');
  });

  it('gives every page its own path, and links only to pages the route patterns hold', () => {
    const patterns = allPatterns();
    expect(new Set(patterns).size).toBe(patterns.length);
    const staticLinks = [
      ...Object.values(paths.landing),
      ...Object.values(paths.auth),
      ...Object.values(paths.demo).flatMap((section) => Object.values(section)),
    ];
    for (const link of staticLinks) expect(patterns).toContain(link);
  });
});
