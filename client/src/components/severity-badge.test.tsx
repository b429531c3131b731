import { render, screen } from '@testing-library/react';
import { ScoreWithBand } from './score-with-band';

describe('ScoreWithBand', () => {
  it('names a depression band as its PHQ-style range', () => {
    render(<ScoreWithBand score={14} maxScore={30} severity="MODERATE" condition="DEPRESSION" />);
    expect(screen.getByText('Moderate range')).toBeInTheDocument();
  });

  it.each(['SCHIZOPHRENIA', 'DEMENTIA'])(
    'names a %s band by what was reported, with no clinical grade',
    (condition) => {
      const { container } = render(<ScoreWithBand score={26} maxScore={30} severity="SEVERE" condition={condition} />);
      expect(screen.getByText('Many symptoms reported')).toBeInTheDocument();
      expect(container.textContent).not.toMatch(/severe|moderate|mild|minimal/i);
    },
  );
});
