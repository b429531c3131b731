/** The expert's picture: only a local data: image is ever shown (never a remote one); else initials. */
export function ExpertAvatar({
  name,
  avatarUrl,
  size = 'md',
}: {
  name: string;
  avatarUrl?: string | null;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'h-32 w-32 text-4xl' : 'h-16 w-16 text-xl';
  if (avatarUrl && avatarUrl.startsWith('data:image/')) {
    return <img src={avatarUrl} alt="" className={`${box} shrink-0 rounded-full`} />;
  }
  const initials = name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}
    >
      {initials}
    </span>
  );
}
