import type { APIRequestContext } from '@playwright/test';
import type { FoodsResponse } from '@restaurant/shared/contracts';
import { paths } from '@restaurant/shared/router';
import { apiSignIn, registerVerifiedDiner, signInAsStaff } from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * Issue 32 point 6: staff mark a dish sold out for today; the menu says so and the cart refuses it, until the mark is
 * taken back. The dish is the menu's last orderable one, which no other spec orders (the specs run side by side).
 */

/** The last dish of the menu that can be ordered today. */
async function lastOrderableDish(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/public/food/getFoodsByCategory', { params: { page: 1, size: 100 } });
  const dish = ((await response.json()) as FoodsResponse).data.items.findLast(
    (food) => food.available && !food.soldOut,
  );
  if (!dish) throw new Error('the menu has no orderable dish');
  return dish;
}

test('a dish the kitchen marks sold out shows so on the menu and the cart refuses it, until the mark is lifted', async ({
  page,
  request,
}) => {
  const dish = await lastOrderableDish(request);
  const staff = { authorization: `Bearer ${await signInAsStaff(request)}` };
  const diner = {
    authorization: `Bearer ${await apiSignIn(request, await registerVerifiedDiner(request, 'sold-out'))}`,
  };
  const addToCart = () =>
    request.post('/api/carts/addToCart', {
      headers: { ...diner, 'accept-language': 'en' },
      data: { type: 'FOOD', foodId: dish.id, quantity: 1 },
    });

  const marked = await request.put(`/api/staff/sold-out/food/${dish.id}`, { headers: staff });
  expect(marked.status(), await marked.text()).toBe(200);
  try {
    await page.goto(paths.foodDetail(dish.id));
    await expect(page.getByText('This dish is sold out today.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add 1 to the cart' })).toHaveCount(0);

    const refused = await addToCart();
    expect(refused.status(), await refused.text()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'SOLD_OUT' });
  } finally {
    const lifted = await request.delete(`/api/staff/sold-out/food/${dish.id}`, { headers: staff });
    expect(lifted.status(), await lifted.text()).toBe(200);
  }

  await page.reload();
  await expect(page.getByRole('button', { name: 'Add 1 to the cart' })).toBeVisible();
  expect((await addToCart()).status()).toBe(201);
});
