import { render } from '@testing-library/react';
import { englishLeft } from './in-language';

// The languages tests' check itself: it finds an English sentence the language has its own words
// for, in text and in labels, and lets one the language awaits review for (or writes the same) be.

describe('englishLeft', () => {
  it('finds the English a language has its own words for', () => {
    const { container } = render(
      <div>
        <button type="button">Save check-in</button>
        <input aria-label="How are you feeling right now?" />
      </div>,
    );
    expect(englishLeft(container, 'pcm')).toEqual(['Save check-in', 'How are you feeling right now?']);
  });

  it('lets English be where the language awaits review or writes the same words', () => {
    const { container } = render(
      <div>
        <p>Past check-ins</p>
        <p>Welcome to MindCheck Chat</p>
      </div>,
    );
    // yo awaits review of "Past check-ins" and has its own chat heading; pcm the reverse.
    expect(englishLeft(container, 'yo')).toEqual(['Welcome to MindCheck Chat']);
    expect(englishLeft(container, 'pcm')).toEqual(['Past check-ins']);
  });
});
