import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose rules (zod and the shared schemas, which build every schema as they
 * load) come in their own chunk: not on the page's first load nor in its first render, which a
 * phone's CPU needs for the page itself. `preload` fetches them ahead (the form's first focus);
 * a submit before that waits for them. The rules themselves are unchanged.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed fetch is tried again at the next submit
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
