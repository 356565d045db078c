/** An id no item of the list uses yet: one above the largest (the sample data's ids are 1 to 2000). */
export function nextId<T>(items: readonly T[], idOf: (item: T) => number): number {
  return items.reduce((largest, item) => Math.max(largest, idOf(item)), 0) + 1;
}
