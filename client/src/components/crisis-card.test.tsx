import { render, screen, within } from '@testing-library/react';
import { CrisisCard, splitAroundLines } from './crisis-card';

const lines = [
  { name: 'Support line', contact: '0800 555 0101', url: 'https://lines.example.org' },
  { name: 'Find a Helpline', contact: 'findahelpline.com', url: 'https://findahelpline.com' },
  { name: 'Emergency services', contact: '112', url: null, emergency: true },
];

describe('CrisisCard', () => {
  it('lists the emergency entries first, each number a tel: link without spaces, with a visible number and a name', () => {
    render(<CrisisCard id="c" heading="Help is here" resources={lines} kind="IN_DANGER" />);
    const card = screen.getByRole('region', { name: 'Help is here' });
    const items = within(within(card).getByRole('list', { name: 'Help lines' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Emergency services:112',
      'Support line:0800 555 0101Website',
      'Find a Helpline:findahelpline.com',
    ]);
    const support = screen.getByRole('link', { name: 'Call Support line on 0800 555 0101' });
    expect(support).toHaveAttribute('href', 'tel:08005550101');
    expect(support).toHaveTextContent('0800 555 0101');
    expect(screen.getByRole('link', { name: 'Support line website' })).toHaveAttribute(
      'href',
      'https://lines.example.org/',
    );
    // A web directory is a plain web link, never tel:.
    expect(screen.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
    expect(screen.queryByRole('link', { name: 'Open my safety plan' })).not.toBeInTheDocument();
  });

  it('links the safety plan for self-harm, and keeps the text as text', () => {
    render(
      <CrisisCard id="c" heading="Help" resources={lines} kind="SELF_HARM" text={'<b>one</b>\ntwo'} after="later" />,
    );
    expect(screen.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
    expect(screen.getByText(/<b>one<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('later')).toBeInTheDocument();
  });
});

describe('splitAroundLines', () => {
  it('splits a reply around its numbered lines', () => {
    expect(splitAroundLines('Hello.\nCall:\n1. A: 1\n2. B: 2\nBye.\nTake care.')).toEqual({
      before: 'Hello.\nCall:',
      after: 'Bye.\nTake care.',
    });
    expect(splitAroundLines('No lines here.')).toEqual({ before: 'No lines here.', after: '' });
  });
});
