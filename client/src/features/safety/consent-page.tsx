import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { GiveConsentDocument } from '../../gql/strings/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { graphqlRequest } from '../../lib/graphql-request';
import { useDocumentTitle } from '../../lib/use-document-title';

const schema = z.object({
  aiProcessing: z.enum(['yes', 'no'], { message: 'Please choose whether the AI service may write your texts.' }),
});
type Values = z.infer<typeof schema>;

/** Where to go back to after consent: a path of this app only (never another site). */
export function consentReturnPath(next: string | null): string {
  return next && next.length <= 200 && /^\/(?![/\\])/.test(next) ? next : '/dashboard';
}

/**
 * /consent: before a member's first test, chat message, mood check-in or safety plan, what MindCheck stores and who sees it,
 * and their choice about the AI service. Also where they change that choice later.
 */
export default function ConsentPage() {
  useDocumentTitle('Your data and your consent');
  const { user, refetch } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const already = !!user?.consentedAt;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: already ? { aiProcessing: user?.aiProcessing ? 'yes' : 'no' } : undefined,
  });

  const onSubmit = async ({ aiProcessing }: Values) => {
    setFailed(false);
    try {
      await graphqlRequest(GiveConsentDocument, { aiProcessing: aiProcessing === 'yes' });
      await refetch();
      await navigate(consentReturnPath(params.get('next')), { replace: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Your data and your consent</h1>
      {!already && (
        <p className="mt-2 text-slate-700">
          Before your first test, chat message, mood check-in or safety plan, please read how MindCheck uses what you
          tell it. You choose, and you can change your mind on your profile at any time.
        </p>
      )}
      <div className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">What we keep</h2>
        <ul className="ml-5 list-disc space-y-1">
          <li>Your answers to each test, your score and the evaluation written for you.</li>
          <li>Your chat with the assistant (the latest 50 messages).</li>
          <li>Your mood check-ins and the notes you add to them.</li>
          <li>Your safety plan, if you make one, and your profile details.</li>
        </ul>
        <h2 className="text-lg font-semibold text-slate-900">Who can see it</h2>
        <p>
          Only you. MindCheck staff do not read your answers or chats, and experts only see what you send them yourself.
        </p>
        <h2 className="text-lg font-semibold text-slate-900">How long we keep it</h2>
        <p>
          Until you delete it. You can download everything or erase your account from your profile at any time; erasing
          removes your answers, chats, mood check-ins and safety plan straight away.
        </p>
        <h2 className="text-lg font-semibold text-slate-900">The AI service</h2>
        <p>
          When MindCheck is set up with an AI key, your evaluations and chat replies are written by Google's Gemini. It
          receives your answers or your message and a little of your recent chat, never your name, email or phone
          number. If you say no, MindCheck's built-in assistant writes them instead and nothing of yours is sent to
          Google.
        </p>
        <p>
          Read the full{' '}
          <Link to="/privacy" className="font-medium text-brand-800 underline">
            privacy notice
          </Link>{' '}
          and the{' '}
          <Link to="/terms" className="font-medium text-brand-800 underline">
            terms of use
          </Link>
          .
        </p>
      </div>

      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
        <fieldset aria-describedby={errors.aiProcessing ? 'ai-choice-error' : undefined}>
          <legend className="font-semibold text-slate-900">
            May Google's Gemini write your evaluations and chat replies?
          </legend>
          <label className="mt-2 flex items-start gap-2">
            <input type="radio" value="yes" {...register('aiProcessing')} className="mt-1 h-5 w-5" />
            <span>Yes, the AI service may write them (it never receives my name, email or phone).</span>
          </label>
          <label className="mt-2 flex items-start gap-2">
            <input type="radio" value="no" {...register('aiProcessing')} className="mt-1 h-5 w-5" />
            <span>No, use MindCheck's built-in assistant only.</span>
          </label>
          {errors.aiProcessing && (
            <p id="ai-choice-error" role="alert" className="mt-1 text-sm text-rose-700">
              {errors.aiProcessing.message}
            </p>
          )}
        </fieldset>
        {failed && (
          <p role="alert" className="text-sm text-rose-700">
            We could not save your choice. Please try again.
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isSubmitting ? 'Saving…' : already ? 'Save my choice' : 'I agree, continue'}
        </button>
      </form>
    </div>
  );
}
