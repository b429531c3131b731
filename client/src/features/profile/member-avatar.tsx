import { usePicturesShown } from '../../lib/data-saver';

/**
 * The member's photo (from their sign-in provider), or their initials: with data saver on (#36)
 * the photo is not fetched until asked for (components/pictures-gate.tsx, below it on the page).
 */
export function MemberAvatar({ photoUrl, initials }: { photoUrl?: string | null; initials: string }) {
  const shown = usePicturesShown();
  if (photoUrl && shown) {
    return (
      <img
        src={photoUrl}
        alt=""
        referrerPolicy="no-referrer"
        className="h-20 w-20 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
    >
      {initials}
    </span>
  );
}
