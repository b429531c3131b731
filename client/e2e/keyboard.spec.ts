// Keyboard only: a member signs in and completes a whole assessment without a mouse (Tab,
// Shift+Tab, Enter, Space and the arrow keys on the native select), and every element that takes
// the focus on the way shows a visible focus indicator. Keyboard use is a desktop concern.
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

test.describe('keyboard only', () => {
  test(
    'sign in and complete a whole assessment without a mouse',
    { tag: '@desktop-only' },
    async ({ page, request }) => {
      test.slow(); // ten questions, each answered and checked, on a shared 2-core machine
      // A member who exists but is not signed in in this browser (the request fixture has its own cookies).
      const member = await signUpThroughApi(request);

      await page.goto('/sign-in');
      await waitForApp(page);
      await tabTo(page, page.getByLabel('Email'));
      await page.keyboard.type(member.email);
      await tabTo(page, page.getByLabel('Password'));
      await page.keyboard.type(member.password);
      await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();

      // From the dashboard's card to the test.
      await tabTo(
        page,
        page.getByRole('list', { name: 'Assessments' }).getByRole('link', { name: 'Depression Assessment' }),
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/assessment\/depression$/);
      const answer = page.getByRole('combobox');
      await expect(page.getByText('Question 1 of 10')).toBeVisible();
      await tabTo(page, answer);

      // Question 1: ArrowDown leaves the placeholder for the first answer; Next (Enter) moves on.
      await page.keyboard.press('ArrowDown');
      await expect(answer).toHaveValue('Not at all');
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Question 2 of 10')).toBeVisible();
      // The new question takes the focus, with its ring.
      await expect(answer).toBeFocused();
      await expectVisibleFocus(page);

      // Question 2: two steps down, then back to question 1 with Previous (Space) and forward again.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(answer).toHaveValue('Several days');
      await tabTo(page, page.getByRole('button', { name: 'Previous' }));
      await page.keyboard.press('Space');
      await expect(page.getByText('Question 1 of 10')).toBeVisible();
      await expect(answer).toBeFocused();
      await expect(answer).toHaveValue('Not at all');
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Question 2 of 10')).toBeVisible();
      await expect(answer).toHaveValue('Several days');
      // Shift+Tab from Next reaches Previous and then the answer again.
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await tabTo(page, answer, { backwards: true });

      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');

      // Questions 3 to 10: down, down, up lands on "Not at all"; then Next, or Submit on the last.
      for (let question = 3; question <= 10; question++) {
        await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
        await expect(answer).toBeFocused();
        await expectVisibleFocus(page);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await expect(answer).toHaveValue('Not at all');
        if (question < 10) {
          await tabTo(page, page.getByRole('button', { name: 'Next' }));
          await page.keyboard.press('Enter');
        }
      }

      await tabTo(page, page.getByRole('button', { name: 'Submit' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Complete!')).toBeVisible();
      // The result takes the focus: a keyboard member is already where the evaluation begins.
      await expect(page.getByRole('heading', { name: 'Your evaluation' })).toBeVisible();
      await expect(page.getByText('Score: 1 of 30')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    },
  );
});
