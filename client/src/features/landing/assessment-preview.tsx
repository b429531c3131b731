import { landing } from 'app-en:landing';
import { useT } from '../../lib/i18n/locale';

const answers = [
  'landing.preview.notAtAll',
  'landing.preview.several',
  'landing.preview.moreThanHalf',
  'landing.preview.nearlyEvery',
];

/** The hero's picture (from small tablets up): a preview of one assessment question. Decorative, so hidden from assistive tech. */
export function AssessmentPreview() {
  const t = useT({ landing });
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block lg:max-w-none">
      <div className="absolute -top-6 -right-6 h-40 w-40 rounded-full bg-brand-200/60 blur-2xl" />
      <div className="relative rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-brand-800">{t('landing.preview.title')}</span>
          <span className="text-slate-600">{t('landing.preview.progress')}</span>
        </div>
        <div className="mt-3 h-2 rounded-full bg-slate-100">
          <div className="h-2 w-3/10 rounded-full bg-[#6495ED]" />
        </div>
        <p className="mt-6 text-lg font-medium text-slate-900">{t('landing.preview.question')}</p>
        <ul className="mt-5 space-y-2.5">
          {answers.map((answer, index) => (
            <li
              key={answer}
              className={`flex items-center gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${
                index === 1 ? 'bg-brand-50 font-medium text-brand-900 ring-brand-300' : 'text-slate-700 ring-slate-200'
              }`}
            >
              <span
                className={`h-4 w-4 rounded-full border-2 ${index === 1 ? 'border-brand-700 bg-brand-700' : 'border-slate-300'}`}
              />
              {t(answer)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
