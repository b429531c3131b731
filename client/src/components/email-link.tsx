/** An email address as a mailto link. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="underline underline-offset-2">
      {address}
    </a>
  );
}
