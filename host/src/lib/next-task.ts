/** Resolves in a later task: the work after it does not lengthen the task that is running (a phone's blocking time). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
