/**
 * Runs async tasks one after another, in call order: a cart's or list's writes must reach the API
 * in the order the shopper made them, and the last answer must be the last change.
 */
export function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}
