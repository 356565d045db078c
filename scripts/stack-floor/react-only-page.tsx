/**
 * The stack's floor, React alone: the least a page of this product can be (a heading, a sentence and a button, server
 * rendered and hydrated), with no product code and no library beyond react and react-dom. See stack-floor.ts.
 */
export function ReactOnlyPage() {
  return (
    <main>
      <h1>Phở Hà Nội</h1>
      <p>Bún chả, phở bò and bánh mì, cooked to order in the heart of the old quarter.</p>
      <button type="button">Order</button>
    </main>
  );
}
