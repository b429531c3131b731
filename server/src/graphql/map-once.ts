// Static content (the experts, each condition's tips, the crisis resources) reaches GraphQL as the
// same objects on every request. Mapping it to its GraphQL types once, instead of once per record
// per request, takes a few percent of a testHistory request's CPU and allocations away (18 expert
// objects per history of three). The results are frozen: execution only reads them, and a change
// made by mistake fails loudly instead of leaking into every later answer.

/** `map` applied to a list once per list (by identity): the same frozen array every time. */
export function mapOnce<T, R extends object>(map: (item: T) => R): (list: readonly T[]) => readonly R[] {
  const done = new WeakMap<readonly T[], readonly R[]>();
  return (list) => {
    let mapped = done.get(list);
    if (!mapped) {
      mapped = Object.freeze(list.map((item) => Object.freeze(map(item))));
      done.set(list, mapped);
    }
    return mapped;
  };
}
