/**
 * `work` over `inputs`, at most `limit` at a time, answers in input order. After a failure no
 * more are started, and the ones under way are waited for before it throws, so none of them
 * adds a pending object after the caller has discarded them.
 */
export async function mapConcurrently<I, T>(inputs: I[], limit: number, work: (input: I) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < inputs.length) {
      const index = next++;
      try {
        results[index] = await work(inputs[index]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  if (failure) throw failure.error;
  return results;
}
