import { matchRoutes, type RouteObject } from './matching';

const idOf = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;

describe('matchRoutes', () => {
  const table: RouteObject[] = [
    {
      id: 'root',
      children: [
        {
          id: 'landing',
          children: [
            { id: 'food', path: '/landing/food' },
            { id: 'food-detail', path: '/landing/food-detail/:id' },
            { id: 'orders', path: '/landing/orders' },
            { id: 'order', path: '/landing/orders/:id' },
          ],
        },
        { id: 'home', path: '/' },
        { id: 'anything', path: '*' },
      ],
    },
  ];

  it('prefers a static path to a parameter, whatever their order in the table', () => {
    const routes: RouteObject[] = [
      { id: 'by-id', path: '/landing/orders/:id' },
      { id: 'new', path: '/landing/orders/new' },
    ];
    expect(idOf(routes, '/landing/orders/new')).toBe('new');
    expect(idOf(routes, '/landing/orders/7')).toBe('by-id');
  });

  it('sends only what nothing else matches to the splat route', () => {
    expect(idOf(table, '/landing/food')).toBe('food');
    expect(idOf(table, '/')).toBe('home');
    expect(idOf(table, '/landing')).toBe('anything');
    expect(idOf(table, '/landing/food/extra')).toBe('anything');
  });

  it('returns every level of the branch, from the outer layout to the page, with its parameters', () => {
    const match = matchRoutes(table, '/landing/food-detail/12');
    expect(match?.map((level) => level.route.id)).toEqual(['root', 'landing', 'food-detail']);
    expect(match?.at(-1)?.params).toEqual({ id: '12' });
    expect(match?.at(-1)?.pathname).toBe('/landing/food-detail/12');
  });

  it('decodes parameters and ignores case and a trailing slash', () => {
    expect(matchRoutes(table, '/landing/food-detail/b%C3%BAn%20ch%E1%BA%A3')?.at(-1)?.params).toEqual({
      id: 'bún chả',
    });
    expect(idOf(table, '/Landing/Food/')).toBe('food');
  });

  it('gives the splat the rest of the path', () => {
    expect(matchRoutes(table, '/auth/unknown/page')?.at(-1)?.params).toEqual({ '*': 'auth/unknown/page' });
  });

  it('never matches a layout on its own, and matches an index route at its parent path', () => {
    const routes: RouteObject[] = [
      {
        id: 'layout',
        path: '/shop',
        children: [
          { id: 'shop-home', index: true },
          { id: 'item', path: ':id' },
        ],
      },
      { id: 'frame', children: [{ id: 'about', path: '/about' }] },
    ];
    expect(idOf(routes, '/shop')).toBe('shop-home');
    expect(idOf(routes, '/shop/3')).toBe('item');
    expect(matchRoutes(routes, '/')).toBeNull();
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: '/landing/food' }], '/landing/voucher')).toBeNull();
  });
});
