import { type UseFormRegisterReturn } from 'react-hook-form';
import { SAFETY_PLAN_MAX_CHARS } from '../../lib/safety-plan-steps';

/** One input of an entry with its visible label and, under it, its problem. */
export function EntryInput({
  id,
  label,
  registration,
  error,
  type,
  maxLength = SAFETY_PLAN_MAX_CHARS,
  className,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        {...registration}
        maxLength={maxLength}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
      />
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
