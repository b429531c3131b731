// Journeys across features at desktop and phone sizes: they prove that the routes connect, the
// way a person moves through the app (the feature specs assert each page in detail). Together they
// visit every route of the spec, run axe-core on each (and on the states the member reaches: the
// busy forms, the evaluation after submit, the checkout dialog, the chat after a message) and save a
// screenshot of each to client/e2e/screenshots/route-*-<size>.png.
import type { Page } from '@playwright/test';
import { fillSignUpForm, newE2EMember, openSideMenu } from './support/accounts';
import { holdGraphQL, signUpThroughApi } from './support/members';
import { chooseTime, dayFor, markEmailVerified } from './support/appointments';
import { expect, test, waitForApp } from './support/test';

const ANSWERS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const CONDITIONS = [
  ['depression', 'Depression Assessment'],
  ['anxiety', 'Anxiety Disorder Assessment'],
  ['schizophrenia', 'Schizophrenia Assessment'],
  ['substance_abuse', 'Substance Abuse Assessment'],
  ['dementia', 'Dementia Assessment'],
] as const;

/** Answers the ten questions with the given answer indexes and presses Submit. */
async function answerAll(page: Page, answers: number[]) {
  const select = page.getByRole('combobox');
  for (let i = 0; i < answers.length; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${answers.length}`)).toBeVisible();
    await select.selectOption(ANSWERS[answers[i]]);
    if (i < answers.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Chooses an entry of the side menu (opening it first on a phone). */
async function menuTo(page: Page, isMobile: boolean, name: string) {
  const menu = await openSideMenu(page, isMobile);
  await menu.getByRole('link', { name, exact: true }).click();
}

/** A new page: photographed, and scanned by axe unless the same page was just scanned with other data. */
function arriveWith(
  page: Page,
  expectAccessible: () => Promise<void>,
  saveScreenshot: (name: string) => Promise<void>,
) {
  return async (name: string, { scan = true } = {}) => {
    await waitForApp(page);
    if (scan) await expectAccessible();
    await saveScreenshot(`route-${name}`);
  };
}

/** The home cards' column count: cards sharing the first card's top edge. */
async function cardColumns(page: Page) {
  const boxes = await page
    .getByRole('list', { name: 'Assessments' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  return boxes.filter((top) => top === boxes[0]).length;
}

test.describe('journeys', () => {
  test('a visitor: landing, about, contact (Sending...), the 404 page, sign-in and sign-up', async ({
    page,
    isMobile,
    saveScreenshot,
    expectAccessible,
  }) => {
    test.setTimeout(90_000); // six pages, each scanned by axe and photographed
    const arrive = async (name: string, { scan = true } = {}) => {
      await waitForApp(page);
      if (scan) await expectAccessible();
      await saveScreenshot(`route-${name}`);
    };
    /** The header's links on a desktop, the menu (opened, checked, used) on a phone. */
    const headerTo = async (label: string) => {
      if (!isMobile)
        return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: label, exact: true }).click();
      await expect(menu).toBeHidden();
    };

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await arrive('landing', { scan: false }); // public-pages.spec.ts scans / and /about

    await headerTo('About');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About MindCheck' })).toBeVisible();
    await arrive('about', { scan: false });

    await headerTo('Contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await arrive('contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada.journey@example.com');
    await page.getByLabel('Message').fill('How do I book an appointment?');
    const contact = await holdGraphQL(page, 'sendContactMessage');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expectAccessible();
    await contact.release();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    // The toast is where expectAccessible looks for toasts to be gone before a scan.
    await expect(page.locator('.toaster [role="status"]')).toHaveText('Message sent successfully!');
    await expect(page.getByLabel('Message')).toHaveValue('');

    // An unknown address: the 404 page in the public layout; Go Back returns to the contact page.
    await page.goto('/contact');
    await waitForApp(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
    await arrive('not-found-public');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await headerTo('Login');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await arrive('sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await arrive('sign-up');
  });

  // The member's visit in two halves (each with its own member), so that the two runners share the
  // work evenly: sign-up and the tests first, then experts, booking, chat and the profile.
  test("a member's first visit: sign up, the cards, the five tests, a repeat, history, the chart, a 404", async ({
    page,
    isMobile,
    saveScreenshot,
    expectAccessible,
  }) => {
    test.setTimeout(150_000); // every page scanned and photographed, on a shared 2-core machine
    const arrive = arriveWith(page, expectAccessible, saveScreenshot);

    // Landing → Get Started → sign up, with 'Signing Up...' while the server works.
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    const member = newE2EMember({ firstName: 'Journey' });
    await fillSignUpForm(page, member);
    const signUp = await holdGraphQL(page, 'signUp');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const signingUp = page.getByRole('button', { name: 'Signing Up...' });
    await expect(signingUp).toBeVisible();
    await expect(signingUp).toBeDisabled();
    await signUp.release();

    // The dashboard and its cards: 1 column on a phone, 3 on a desktop, 2 at a medium width.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome, Journey.')).toBeVisible();
    await arrive('dashboard-empty');
    const cards = page.getByRole('list', { name: 'Assessments' }).getByRole('link');
    await expect(cards).toHaveCount(5);
    // The pointer rests where Sign Up was: off the cards, so that none is grown by hover while counted.
    await page.mouse.move(0, 0);
    // The cards' status lines ("Taken on …") arrive after the cards: count once the layout settles.
    await expect.poll(() => cardColumns(page)).toBe(isMobile ? 1 : 3);
    if (!isMobile) {
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(() => cardColumns(page)).toBe(2);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => cardColumns(page)).toBe(3);
      // A card grows a little under the pointer.
      await cards.first().hover();
      await expect(cards.first()).toHaveCSS('scale', '1.05');
    }

    // A card opens its test; one taken end to end (the Evaluation below, 'Complete!').
    await cards.filter({ hasText: 'Depression Assessment' }).click();
    // The first test waits for consent: the consent screen, then back to the test.
    await expect(page).toHaveURL(/\/consent\?next=%2Fassessment%2Fdepression$/);
    await arrive('consent');
    await page.getByRole('radio', { name: /^Yes, the AI service may write them/ }).check();
    await page.getByRole('button', { name: 'I agree, continue' }).click();
    await expect(page).toHaveURL(/\/assessment\/depression$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Depression Assessment' })).toBeVisible();
    await arrive('assessment-depression');
    await answerAll(page, [1, 1, 2, 1, 0, 1, 0, 1, 0, 0]);
    await expect(page.getByText('Complete!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your evaluation' })).toBeVisible();
    await expect(page.getByText('Score: 7 of 30')).toBeVisible();
    await arrive('assessment-result');

    // The other four, from the side menu's Take Test list.
    for (const [condition, title] of CONDITIONS.slice(1)) {
      const menu = await openSideMenu(page, isMobile);
      const takeTest = menu.getByRole('button', { name: 'Take Test' });
      if ((await takeTest.getAttribute('aria-expanded')) === 'false') await takeTest.click();
      await menu.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/assessment/${condition}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Question 1 of 10')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      await arrive(`assessment-${condition}`);
    }

    // Depression again: the notice, the result linked, and no question to answer in vain (#39, item 9).
    await page.goto('/assessment/depression');
    await waitForApp(page);
    await expect(page.getByText(/You have already taken this test\./)).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await page.getByRole('link', { name: 'See your result' }).click();

    // Health history: the one test.
    await expect(page).toHaveURL(/\/test-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health History' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading', { name: 'Depression Assessment' })).toBeVisible();
    await arrive('test-history');

    // The dashboard's chart and a point's tooltip.
    await menuTo(page, isMobile, 'Home');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The charts load as their place nears the screen: on a phone, the member scrolls down to them.
    await page.getByRole('region', { name: 'User Health State' }).scrollIntoViewIfNeeded();
    const chart = page.getByTestId('health-chart');
    await expect(chart).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Health State' })).toBeVisible();
    const dot = chart.locator('svg path[role="presentation"]').last();
    // The pointer rests on the point at both sizes. (On a phone a tap shows the tooltip through the
    // mouse events the browser makes from it, but only for a moment: a resting pointer makes the
    // check certain.) The chart may still settle to its width after it appears: point again.
    await expect(async () => {
      await dot.hover();
      await expect(chart.getByText('Assessment Test: Depression')).toBeVisible({ timeout: 2_000 });
      await expect(chart.getByText('Score: 7')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await arrive('dashboard-chart');

    // An unknown address below a member section: the 404 page inside the signed-in layout.
    await page.goto('/dashboard/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible(); // the layout's arrow
    await arrive('not-found-signed-in');
    // 'Go Back' names the 404's button only (the arrow is 'Back').
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a member's next visit: experts, a field, both detail routes, Book Now, My bookings, chat, profile, sign out", async ({
    page,
    isMobile,
    saveScreenshot,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    const arrive = arriveWith(page, expectAccessible, saveScreenshot);
    // Signed up already (the first half walks through sign-up); signed in in this browser.
    const member = await signUpThroughApi(page.request, { firstName: 'Journey' });
    // A paid appointment needs a verified address (the link in the verification mail).
    await markEmailVerified(member.email);
    await page.goto('/dashboard');
    await waitForApp(page);

    // Experts → a field → an expert → Book Now → the simulated checkout → My bookings.
    await menuTo(page, isMobile, 'View Our Experts');
    await expect(page).toHaveURL(/\/experts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Experts' })).toBeVisible();
    await arrive('experts');
    await page
      .getByRole('list', { name: 'Fields' })
      .getByRole('link', { name: /^Schizophrenia/ })
      .click();
    await expect(page).toHaveURL(/\/experts\/field\/schizophrenia$/);
    const experts = page.getByRole('list', { name: 'Schizophrenia experts' }).getByRole('listitem');
    await expect(experts).toHaveCount(6);
    await arrive('experts-field');
    const expertName = (await experts.first().getByRole('heading', { level: 2 }).textContent())!.trim();
    await experts.first().getByRole('link', { name: 'More', exact: true }).click();
    await expect(page).toHaveURL(/\/experts\/schizophrenia\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
    await arrive('expert-detail');

    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await chooseTime(page, { day: dayFor(test.info(), 0) });
    await expectAccessible();
    await saveScreenshot('route-slot-picker');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout — no real payment' });
    await expect(checkout).toBeVisible();
    await expectAccessible();
    await saveScreenshot('route-checkout-dialog');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
    await page.getByRole('link', { name: 'View my bookings' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    const booking = page.getByRole('list', { name: 'Upcoming appointments' }).getByRole('listitem');
    await expect(booking).toHaveCount(1);
    await expect(booking).toContainText('Paid');
    await arrive('bookings');

    // The same expert by the other detail route (/experts/detail/{id}), from the booking.
    await booking.getByRole('link', { name: expertName }).click();
    await expect(page).toHaveURL(/\/experts\/detail\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
    await arrive('expert-detail-by-id');

    // Chat: the welcome once, then a streamed answer.
    const deltas: string[] = [];
    let subscribed = false;
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if ((JSON.parse(String(payload)) as { type?: string }).type === 'subscribe') subscribed = true;
      });
      socket.on('framereceived', ({ payload }) => {
        const delta = (JSON.parse(String(payload)) as { payload?: { data?: { chatReply?: { delta?: string } } } })
          .payload?.data?.chatReply?.delta;
        if (delta) deltas.push(delta);
      });
    });
    await menuTo(page, isMobile, 'Chat');
    await expect(page).toHaveURL(/\/chat$/);
    const start = page.getByRole('button', { name: 'Start Chatting with AI' });
    await expect(start).toBeVisible();
    await arrive('chat-welcome');
    await start.click();
    // Send once the reply subscription is on the socket (as a person, who takes a moment to type).
    await expect.poll(() => subscribed, { message: 'the chat subscribed to replies' }).toBe(true);
    await page.getByLabel('Your message').fill('How can I feel calmer before sleep?');
    await page.getByRole('button', { name: 'Send' }).click();
    const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText('offline assistant');
    expect(deltas.length, 'the answer arrived in pieces').toBeGreaterThan(1);
    await arrive('chat');
    await menuTo(page, isMobile, 'Home');
    await menuTo(page, isMobile, 'Chat');
    await expect(page.getByLabel('Your message')).toBeVisible();
    await expect(start).toHaveCount(0);
    await expect(messages).toHaveCount(2);

    // Profile: edit, export.
    await menuTo(page, isMobile, 'Profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 2, name: `Journey ${member.lastName}` })).toBeVisible();
    await arrive('profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('First name').fill('Wanderer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Wanderer ${member.lastName}` })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^mindcheck-data-.*\.json$/);

    // Sign out, then back in ('Signing In...'), then delete the account.
    const menu = await openSideMenu(page, isMobile);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.goto('/sign-in');
    await waitForApp(page);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    const signIn = await holdGraphQL(page, 'signIn');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const signingIn = page.getByRole('button', { name: 'Signing In...' });
    await expect(signingIn).toBeVisible();
    await expect(signingIn).toBeDisabled();
    await signIn.release();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your password').fill(member.password);
    await expectAccessible();
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  });
});
