// Who acts in an audited operation: the signed-in operator (or expert), from the session
// (actor-of.ts reads it from a resolver's context).
export interface Actor {
  id: string;
  email: string;
}
