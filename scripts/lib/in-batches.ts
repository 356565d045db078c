/**
 * Runs `work` over `items` with at most `concurrency` at once, its results in the items' order: load that a server
 * takes as many clients would give it (registering diners hashes passwords: CPU-bound), never all at once.
 */
export async function inBatches<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
