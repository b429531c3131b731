// Safety and consent (#26) in a real browser against the real server: consent before the first
// test, "Get help now" from public and signed-in pages and with the API unreachable, the safety
// plan saved and printed, the privacy notice and terms.
import { signUpNewMember } from './support/accounts';
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

test.slow();

test.describe('safety and consent', () => {
  test('a new member is led through consent into their first test', async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await signUpNewMember(page, {}, { consent: false });
    await page.goto('/assessment/depression');
    await expect(page).toHaveURL(/\/consent\?next=%2Fassessment%2Fdepression$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your data and your consent' })).toBeVisible();
    await expect(page.getByText(/never your name, email or phone/).first()).toBeVisible();
    await expectAccessible();
    await saveScreenshot('consent');

    // No choice made: the form says so.
    await page.getByRole('button', { name: 'I agree, continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Please choose');
    await page.getByRole('radio', { name: /No, use MindCheck's built-in assistant only/ }).check();
    await page.getByRole('button', { name: 'I agree, continue' }).click();
    await expect(page).toHaveURL(/\/assessment\/depression$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Depression Assessment' })).toBeVisible();

    // The choice shows on the profile, where it can be changed.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Privacy and safety choices' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /No, MindCheck's built-in assistant only/ })).toBeChecked();
  });

  test('"Get help now" from a public page opens the crisis resources, phone numbers as tel: links', async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Get help now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get help now' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(dialog.getByRole('link', { name: 'website' })).toHaveAttribute('href', 'https://findahelpline.com/');
    await expect(dialog.getByText('Your safety plan')).toHaveCount(0);
    await expectAccessible();
    await saveScreenshot('get-help-public');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the safety plan is saved, shown by "Get help now" on a signed-in page, printed, and kept on the device for when the API is down', async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await signUpThroughApi(page.request);
    await page.goto('/dashboard');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Get help now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get help now' });
    await expect(dialog.getByText('You have not made a safety plan yet.')).toBeVisible();
    await dialog.getByRole('link', { name: 'Make or open your safety plan' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
    await expectAccessible();
    await page.getByLabel('My warning signs, entry 1').fill('I stop answering my phone');
    await page.getByRole('button', { name: 'Add an entry to my warning signs' }).click();
    await page.getByLabel('My warning signs, entry 2').fill('I cannot sleep for days');
    await page.getByLabel('Name 1').first().fill('Aunty Bisi');
    await page.getByLabel('Phone 1').first().fill('+234 801 234 5678');
    await page.getByLabel('My reasons for living, entry 1').fill('My daughter');
    // A phone number with letters is refused before anything is sent.
    await page.getByLabel('Phone 1').nth(1).fill('call me');
    await page.getByRole('button', { name: 'Save my plan' }).click();
    await expect(page.getByText(/digits only/)).toBeVisible();
    await page.getByLabel('Phone 1').nth(1).fill('');
    await page.getByLabel(/Keep a copy on this device/).check();
    await page.getByRole('button', { name: 'Save my plan' }).click();
    await expect(page.getByText('Your safety plan is saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('My warning signs, entry 2')).toHaveValue('I cannot sleep for days');
    await saveScreenshot('safety-plan');

    // Printed: the plan as a list, without the form, the menu or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Save my plan' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get help now' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeHidden();
    await expect(page.getByText('Aunty Bisi: +234 801 234 5678')).toBeVisible();
    await saveScreenshot('safety-plan-print');
    await page.emulateMedia({ media: 'screen' });

    // On a signed-in page, "Get help now" shows the plan with the resources in one step.
    await page.goto('/test-history');
    await page.getByRole('button', { name: 'Get help now' }).click();
    await expect(dialog.getByText('I stop answering my phone')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '+234 801 234 5678' })).toHaveAttribute('href', 'tel:+2348012345678');
    await expect(dialog.getByRole('link', { name: '112' })).toBeVisible();
    await expectAccessible();
    await saveScreenshot('get-help-signed-in');

    // The API unreachable: the resources come with the page, the plan from the device.
    await page.route('**/graphql', (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Get help now' })).toBeVisible();
    await page.getByRole('button', { name: 'Get help now' }).click();
    await expect(dialog.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(dialog.getByText('I stop answering my phone')).toBeVisible();
    await expect(dialog.getByText(/The copy kept on this device/)).toBeVisible();
    await saveScreenshot('get-help-api-down');
  });

  test('the privacy notice and terms are public, linked from the footer and the sign-up form', async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.goto('/sign-up');
    await waitForApp(page);
    await page.getByRole('main').getByRole('link', { name: 'privacy notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our lawful basis' })).toBeVisible();
    await expect(page.getByText(/support@mindcheck\.example\.com/)).toBeVisible();
    await expectAccessible();
    await saveScreenshot('privacy');
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expectAccessible();
  });
});
