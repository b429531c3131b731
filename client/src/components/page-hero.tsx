/** The head of a public page (about, contact): a small line above its title, the title, an introduction. */
export function PageHero({
  eyebrow,
  title,
  intro,
  bottom = 'pb-12',
}: {
  eyebrow: string;
  title: string;
  intro: string;
  /** The space below the introduction (the contact page's form follows closer). */
  bottom?: 'pb-10' | 'pb-12';
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`mx-auto max-w-5xl px-4 pt-14 ${bottom} sm:px-6 md:pt-20`}>
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mt-6 max-w-3xl text-lg text-slate-600">{intro}</p>
      </div>
    </section>
  );
}
