import { Link } from 'react-router';
import { shellContactAddress } from '../../lib/crisis-shell';

/** How to reach the people who run this MindCheck (CONTACT_TO), and the contact form. */
export function ContactOperator() {
  const address = shellContactAddress();
  return (
    <p>
      Write to us through the{' '}
      <Link to="/contact" className="font-medium text-brand-800 underline">
        contact form
      </Link>
      {address ? (
        <>
          {' '}
          or by email at{' '}
          <a href={`mailto:${address}`} className="font-medium text-brand-800 underline">
            {address}
          </a>
        </>
      ) : null}
      . We answer within 30 days, usually much sooner.
    </p>
  );
}
