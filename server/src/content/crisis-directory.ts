// The reviewed help-line directory that ships in the code (docs/product.md, "Safety and consent").
// Every entry names the public page it was checked against (`source`) and the day of that check
// (`verifiedOn`). A support line is listed only where such a page confirms it; a country without a
// confirmed line gets the emergency number(s) and the international directory. A wrong help line is
// a hazard (docs/clinical-safety.md H1): change an entry only with a new source and date.

import { HELP_LINE_NAMES } from '@mindcheck/common';

export interface DirectoryEntry {
  /** ISO 3166 alpha-2 country, or null for an international entry. */
  country: string | null;
  name: string;
  contact: string;
  url: string | null;
  /** True for a general emergency number (police, ambulance, fire), false for a support line. */
  emergency: boolean;
  source: string;
  /** YYYY-MM-DD. */
  verifiedOn: string;
}

const ON = '2026-11-26';

/** The international directory, shown with every country that has no confirmed support line. */
export const INTERNATIONAL_DIRECTORY: DirectoryEntry = Object.freeze({
  country: null,
  name: HELP_LINE_NAMES.findAHelpline,
  contact: 'findahelpline.com',
  url: 'https://findahelpline.com',
  emergency: false,
  source: 'https://findahelpline.com/AU',
  verifiedOn: ON,
});

/** 112 where nothing better is known: it reaches emergency services on most mobile networks. */
export const INTERNATIONAL_EMERGENCY: DirectoryEntry = Object.freeze({
  country: null,
  name: HELP_LINE_NAMES.emergencyServices,
  contact: '112',
  url: null,
  emergency: true,
  source: 'https://www.wellingtonpractice.co.uk/emergency-information/',
  verifiedOn: ON,
});

function entry(
  country: string,
  emergency: boolean,
  name: string,
  contact: string,
  source: string,
  url: string | null = null,
): DirectoryEntry {
  return Object.freeze({ country, name, contact, url, emergency, source, verifiedOn: ON });
}

/** The reviewed entries, by country, emergency numbers first. */
export const REVIEWED_DIRECTORY: readonly DirectoryEntry[] = Object.freeze([
  // Nigeria: 112 is the national toll-free emergency number (NCC).
  entry(
    'NG',
    true,
    HELP_LINE_NAMES.emergencyServicesAll,
    '112',
    'https://technologytimes.ng/dial-122-how-nigerias-three-digit-emergency-number-works/',
  ),
  // SURPIN's toll-free line, launched by the LUTH-based Suicide Research and Prevention Initiative.
  entry(
    'NG',
    false,
    HELP_LINE_NAMES.surpin,
    '0800 078 7746',
    'https://healthwise.punchng.com/ngo-launches-toll-free-hotline-for-assistance-on-mental-health',
  ),
  // Ghana: 112 replaced 191/192/193. The Mental Health Authority's line was reported out of
  // service (businessghana.com), so no support line is listed: the international directory is.
  entry(
    'GH',
    true,
    HELP_LINE_NAMES.emergencyServicesAll,
    '112',
    'https://www.graphic.com.gh/news/general-news/avoid-emergency-prank-calls-akufo-addo-says-as-he-distributes-307-ambulances.html',
  ),
  // Kenya: the National Police Service lists 999 and 112 (and 911) as toll-free emergency lines.
  entry(
    'KE',
    true,
    HELP_LINE_NAMES.emergencyServices,
    '999',
    'https://www.the-star.co.ke/news/2022-08-07-police-announce-toll-free-emergency-contacts-ahead-of-polls',
  ),
  entry(
    'KE',
    true,
    HELP_LINE_NAMES.emergencyServices,
    '112',
    'https://www.the-star.co.ke/news/2022-08-07-police-announce-toll-free-emergency-contacts-ahead-of-polls',
  ),
  // Kenya Red Cross's toll-free 1199 line offers tele-counselling (a third-party atlas says 1190:
  // the Red Cross's own movement's page and the Ministry of Health both say 1199).
  entry(
    'KE',
    false,
    'Kenya Red Cross tele-counselling (toll-free)',
    '1199',
    'https://pscentre.org/news/heartbeat-of-humanity-kenya-red-cross-new-mhpss-framework-and-mental-health-stigma-in-kenya/',
  ),
  // South Africa: 10111 police, 10177 ambulance and fire, 112 from any mobile. SADAG's numbers
  // differ between the pages found (0800 567 567, 0800 456 789, 0800 21 22 23), and no SADAG page
  // was stored to settle it: left out until an operator confirms it on sadag.org.
  entry('ZA', true, 'Police', '10111', 'https://statuscheck.co.za/?p=14569'),
  entry('ZA', true, 'Ambulance and fire', '10177', 'https://statuscheck.co.za/?p=14569'),
  entry('ZA', true, 'Emergency services from a mobile phone', '112', 'https://statuscheck.co.za/?p=14569'),
  // United Kingdom: 999 and 112 reach the same emergency call centres.
  entry(
    'GB',
    true,
    HELP_LINE_NAMES.emergencyServices,
    '999',
    'https://www.wellingtonpractice.co.uk/emergency-information/',
  ),
  entry(
    'GB',
    true,
    HELP_LINE_NAMES.emergencyServices,
    '112',
    'https://www.wellingtonpractice.co.uk/emergency-information/',
  ),
  entry(
    'GB',
    false,
    'Samaritans (free, 24 hours)',
    '116 123',
    'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
    'https://www.samaritans.org',
  ),
  // United States.
  entry(
    'US',
    true,
    HELP_LINE_NAMES.emergencyServices,
    '911',
    'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
  ),
  entry(
    'US',
    false,
    '988 Suicide & Crisis Lifeline (call or text)',
    '988',
    'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
    'https://988lifeline.org',
  ),
  // Canada.
  entry(
    'CA',
    true,
    HELP_LINE_NAMES.emergencyServices,
    '911',
    'https://mentalhealthcommission.ca/catalyst/988-launches-in-canada/',
  ),
  entry(
    'CA',
    false,
    '9-8-8 Suicide Crisis Helpline (call or text)',
    '988',
    'https://mentalhealthcommission.ca/catalyst/988-launches-in-canada/',
    'https://988.ca',
  ),
  // India: 112 (Emergency Response Support System) and Tele-MANAS, the national tele-mental-health line.
  entry(
    'IN',
    true,
    'Emergency services (ERSS)',
    '112',
    'https://www.businesstoday.in/current/economy-politics/20-states-join-pan-india-single-emergency-helpline-number-112/story/338636.html',
  ),
  entry(
    'IN',
    false,
    'Tele-MANAS mental health helpline (toll-free, 24 hours)',
    '14416',
    'https://theshillongtimes.com/2025/02/07/tele-manas-mental-health-helpline-handles-over-18-1-lakh-calls-centre/',
  ),
]);
