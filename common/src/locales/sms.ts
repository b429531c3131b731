// The `sms` namespace (#36): every SMS MindCheck sends, in each language. No health detail, ever:
// no expert's field, no test's name, no message's text (the server's test checks every kind).
import en from './en/sms.json' with { type: 'json' };
import pcm from './pcm/sms.json' with { type: 'json' };
import yo from './yo/sms.json' with { type: 'json' };
import ha from './ha/sms.json' with { type: 'json' };
import ig from './ig/sms.json' with { type: 'json' };
import type { Locale } from './index.js';

export type SmsCatalogue = typeof en;

export const SMS_CATALOGUES: Readonly<Record<Locale, SmsCatalogue>> = { en, pcm, yo, ha, ig };
