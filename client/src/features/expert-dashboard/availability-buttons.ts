export const smallButton =
  'inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const iconButton =
  'mb-1 rounded-full p-2 text-slate-600 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
