import { Link } from 'react-router';

/** How a link inside a translated sentence looks. */
export const TEXT_LINK = 'font-medium text-brand-800 underline';

/** A RichText part: the words between its tags, a link to a page of the app. */
export function linkPart(to: string, className: string = TEXT_LINK) {
  return function LinkPart(words: string) {
    return (
      <Link to={to} className={className}>
        {words}
      </Link>
    );
  };
}

/** The parts of a sentence that names the terms of use and the privacy notice. */
export const legalParts = { terms: linkPart('/terms'), privacy: linkPart('/privacy') } as const;
