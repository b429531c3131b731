// Help lines by the request's country (#32 item 5, docs/clinical-safety.md H8): the chat's crisis
// replies (and their history) and the assessment result (and the history) show the member's profile
// country, else the request's Accept-Language region the directory knows, else the default; en-US,
// the default of most browsers and phones, is no evidence of a country. The real app, its reviewed
// directory, no AI key (the rules alone decide).
import { QUESTIONS } from '../src/content/index.js';
import { answersFor, SUBMIT_ASSESSMENT, TEST_HISTORY } from './support/assessments.js';
import { CHAT_MESSAGES, SEND_CHAT } from './support/chat.js';
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp } from './support/test-app.js';

const CRISIS = `query Crisis($country: String) { crisisResources(country: $country) { name contact url source verifiedOn } }`;

describe('help lines by the request', () => {
  it('gives the chat and the assessment result the help lines of the Accept-Language region when the profile has none; the profile wins', async () => {
    const t = await startTestApp();
    try {
      const crisisAnswers = answersFor(
        'DEPRESSION',
        QUESTIONS.DEPRESSION.map((q) => (q.crisis ? 3 : 0)),
      );
      const contacts = (lines: { contact: string }[]) => lines.map((line) => line.contact);
      // A member in London with no country on their profile.
      const british = new GraphQLClient(t.url, { 'accept-language': 'en-GB, en;q=0.8' });
      await british.signUp();
      const { sendChatMessage } = await british.ok(SEND_CHAT, { prompt: "I don't want to live anymore" });
      expect(sendChatMessage.needsCrisisSupport).toBe(true);
      expect(contacts(sendChatMessage.crisisResources)).toEqual(['999', '112', '116 123']);
      expect(sendChatMessage.text).toContain('116 123');
      expect(contacts((await british.ok(CHAT_MESSAGES)).chatMessages.at(-1).crisisResources)).toEqual([
        '999',
        '112',
        '116 123',
      ]);
      const { submitAssessment } = await british.ok(SUBMIT_ASSESSMENT, {
        condition: 'DEPRESSION',
        answers: crisisAnswers,
      });
      expect(contacts(submitAssessment.crisisResources)).toEqual(['999', '112', '116 123']);
      expect(contacts((await british.ok(TEST_HISTORY)).testHistory[0].crisisResources)).toEqual([
        '999',
        '112',
        '116 123',
      ]);

      // A member whose profile says Nigeria, on a default en-US browser: Nigeria's lines, never 911.
      const nigerian = new GraphQLClient(t.url, { 'accept-language': 'en-US, en;q=0.9' });
      await nigerian.signUp();
      await nigerian.ok('mutation P($input: UpdateProfileInput!) { updateProfile(input: $input) { country } }', {
        input: { country: 'NG' },
      });
      const chat = (await nigerian.ok(SEND_CHAT, { prompt: 'I wan kill myself' })).sendChatMessage;
      expect(contacts(chat.crisisResources)).toEqual(['112', '0800 078 7746']);
      const result = (await nigerian.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: crisisAnswers }))
        .submitAssessment;
      expect(contacts(result.crisisResources)).toEqual(['112', '0800 078 7746']);

      // en-US, the default of most browsers, is no evidence of the country: the default, never 911.
      const defaultBrowser = new GraphQLClient(t.url, { 'accept-language': 'en-US,en;q=0.9' });
      await defaultBrowser.signUp();
      const unknown = (await defaultBrowser.ok(SEND_CHAT, { prompt: 'I wan kill myself' })).sendChatMessage;
      expect(contacts(unknown.crisisResources)).toEqual(['112', 'findahelpline.com']);
      expect(contacts((await defaultBrowser.ok(CRISIS, {})).crisisResources)).toEqual(['112', 'findahelpline.com']);

      // No header and no profile country: the default (112 and findahelpline.com).
      const nowhere = t.client();
      await nowhere.signUp();
      const plain = (await nowhere.ok(SEND_CHAT, { prompt: "I don't want to live anymore" })).sendChatMessage;
      expect(contacts(plain.crisisResources)).toEqual(['112', 'findahelpline.com']);
    } finally {
      await t.close();
    }
  });
});
