// Static content (the experts, each condition's tips, the crisis resources) reaches GraphQL as the
// same objects on every request. Mapping it to its GraphQL types once, instead of once per record
// per request, takes a few percent of a testHistory request's CPU and allocations away (18 expert
// objects per history of three). The results are frozen: execution only reads them, and a change
// made by mistake fails loudly instead of leaking into every later answer.

/** `map` applied to an object once (by identity): the same frozen result every time. */
export function onceEach<T extends object, R extends object>(map: (item: T) => R): (item: T) => Readonly<R> {
  const done = new WeakMap<T, Readonly<R>>();
  return (item) => {
    let mapped = done.get(item);
    if (!mapped) {
      mapped = Object.freeze(map(item));
      done.set(item, mapped);
    }
    return mapped;
  };
}

/** `map` applied to a list once per list (by identity): the same frozen array of frozen items every time. */
export function mapOnce<T, R extends object>(map: (item: T) => R): (list: readonly T[]) => readonly R[] {
  return onceEach((list: readonly T[]) => list.map((item) => Object.freeze(map(item))));
}
