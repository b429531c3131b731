// Round 8 of #32: ordinary talk the blind set fresh7 showed flagged, set aside as concepts (never a
// copy of a line): a match "murdered" by a team; a death reported by hearsay and mourned ("they said
// ... may her soul rest"); bandits in the news; a friend home and getting help after an attempt; a
// look that could kill; the devil that wants to kill our joy; a gun carried for a job; pepper that
// "wants to kill me"; a dancer who "killed it"; a film with killing in it; taking care of myself;
// a bad memory from childhood; a farewell to school, a semester or social media; a prescribed dose
// asked about; want to die old and at peace, "when I die I want to go to heaven"; a shaving cut; kill
// two birds with one stone; pests I hope die; bleach to clean the toilet; a poison for pests and how
// to use it safely; things shared because I am relocating; a child who might swallow a poison (first
// aid, prepared). Format: rules.round4.safe.ts's ROUND4_SAFE_SOURCES; the guard of context.guard.ts
// keeps any first-person crisis a few words around out of reach. Local words: author's knowledge,
// awaiting native-speaker review.
import { lexicon } from './engine.js';
import './rules.round7.safe.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** A match, a team, a score. */
lexicon(
  'SPORT8',
  words(
    'vs|versus|match|eagles|super_eagles|falcons|chelsea|arsenal|barca|madrid|man_united|man_city|liverpool|goals|scored|penalty|derby|afcon|world_cup|league|pitch|stadium|semi_final|football',
  ),
);
/** A death mourned: a condolence. */
lexicon(
  'CONDOLENCE8',
  words(
    'may_her_soul_rest|may_his_soul_rest|may_their_souls_rest|rest_her_soul|rest_his_soul|rest_im_soul|rest_in_peace|rip|soul_rest|her_soul_rest|his_soul_rest|god_rest|may_god_rest',
  ),
);
/** An attack told as news, not as a danger to the writer now. */
lexicon(
  'NEWS8',
  words(
    'again|this_country|what_a_country|on_the_news|in_the_news|news|trending|reported|yesterday|last_week|last_night',
  ),
);
/** A danger to the writer beside a weapon or an attack told as a job or the news. */
lexicon(
  'DANGER8_UNLESS',
  words(
    'kill|kil|threaten|threatening|threatened|pointed|pointing|at_me|shoot|shot|scared|afraid|hurt|beat|beating|chasing|angry|drunk|help|at_us|to_us|our_house|my_house|hiding|coming|outside|inside',
  ),
);

/** The writer's own crisis now, for look-alikes that say "myself" or "want to die" in passing. */
lexicon(
  'NOW8',
  words(
    'tonight|right_now|kill_myself|end_my_life|end_it_all|goodbye|forgive_me|not_coming_back|no_go_come_back|on_purpose|im_ready|i_am_ready|i_don_ready|deliberately|again|every_night|when_no_one|nobody_know',
  ),
);

/**
 * Idioms (rules.ts SAFE_SOURCES' format: only an always-protected span stops them): to die old and at
 * peace ("I want to die a peaceful old woman surrounded by grandchildren"), never "a peaceful death".
 */
export const ROUND8_IDIOM_SOURCES: readonly [string, string?, string?][] = [
  [
    'want_to_die|wanna_die|wan_die|to_die ~0 a|an|as_a|as_an|at ~0 peaceful|old|happy|rich|ripe|hundred|grandmother|grandfather|100|90 ~3 old|woman|man|grandma|grandpa|age|surrounded|grandchildren',
    undefined,
    'NOW8',
  ],
];

/** [rule, not after, not with (default OWN_NOW), scope]: ROUND4_SAFE_SOURCES' format. */
export const ROUND8_SAFE_SOURCES: readonly [string, string?, string?, ('message' | 'across')?][] = [
  // A match murdered by a team; a dancer who killed it; a look that could kill; pepper that wants to kill me.
  ['@SPORT8 ~8 murder|murdered|kill|killed|destroy|destroyed|finish|finished ~1 them|dem'],
  ['murder|murdered|kill|killed|destroyed|finished ~1 them|dem ~8 @SPORT8'],
  ['kill|killed|kil|kills ~0 am|it ~6 the_way ~2 dance|danced|dancing|sing|sang|dress|dressed|perform|performed'],
  ['killed_it|kill_it|kil_it ~4 stage|performance|dance_floor|owambe|outfit|dance|dancing|wedding'],
  ['shot|gave|give|giving|threw ~1 me ~1 a|the|one? ~0 look|stare|glance|side_eye|eye ~4 kill?'],
  ['looks|look|stare ~1 that|which|could|can ~1 could|can|would? ~0 kill'],
  [
    'pepper|pepper_soup|spicy|suya|ata|peppe|the_soup|this_soup ~8 wan|go|will|want_to|dey|is_going_to ~1 kill|finish ~0 me',
  ],
  // The devil that wants to kill our joy; a film with killing in it; a gun carried for a job.
  [
    'devil|satan|enemy|enemies|the_enemy|household_enemies|witches ~2 wants_to|want_to|wan|trying_to|dey_try|came_to ~1 kill|steal|destroy ~2 our|my|your|their ~0 joy|destiny|peace|progress|dreams|star|glory|marriage|business|faith',
  ],
  ['movie|film|series|episode|nollywood|netflix|cinema|jagun_jagun ~12 killing|killed|beating|shooting|stabbing|kill'],
  [
    'job|guard|security_guard|security_job|training|licence|license|uniform|the_company|my_job|new_job ~10 carry|carrying|bear|use|hold ~1 a|the? ~0 gun|guns|weapon|firearm|rifle',
    undefined,
    'DANGER8_UNLESS',
  ],
  // A death reported by hearsay and mourned; bandits in the news; a friend home after an attempt.
  [
    'they_said|dem_say|they_say|heard|i_heard|news|reported|dem_talk|people_say|dem_talk_say|someone_said ~14 @CONDOLENCE8',
    undefined,
    undefined,
    'across',
  ],
  [
    'kidnappers|bandits|gunmen|robbers|herdsmen|terrorists|boko_haram ~3 attacked|kidnapped|killed|abducted|attack|kidnap ~3 travellers|travelers|passengers|villagers|people|students|farmers|worshippers|commuters ~8 @CONDOLENCE8|@NEWS8',
    undefined,
    'DANGER8_UNLESS',
  ],
  [
    'after|since ~3 trying_to|tried_to|attempted|attempt|an_attempt ~1 kill_herself|kill_himself|end_her_life|end_his_life|suicide|@EDGE ~14 home_now|is_home|shes_home|hes_home|getting_help|recovering|better_now|discharged|support_her|support_him|how_can_i_support|doing_better',
    undefined,
    'NOW7',
    'across',
  ],
  // Taking care of myself; a childhood memory; farewells to school or social media.
  ['take_care_of|taking_care_of|care_of|look_after|looking_after|care_for ~0 myself|my_self|meself', undefined, 'NOW8'],
  [
    'nearly|almost ~0 drowned|died|drown|fell ~8 as_a_kid|as_a_child|when_i_was_small|when_i_was_young|when_i_was_little|as_a_small_boy|as_a_small_girl|growing_up|in_primary_school ~10 scared|afraid|fear|now',
    undefined,
    'NOW7',
  ],
  [
    'done_with|finished_with|finished|done ~3 semester|school|exams|exam|course|project|assignment|class|service|nysc|contract|internship ~6 bye|bye_bye|goodbye ~2 school|semester|exams|campus|hostel|lecturers',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    'bye|goodbye|bye_bye ~6 going_of|going_off|logging_of|leaving|taking_a_break_from|break_from|of ~2 social_media|twitter|instagram|tiktok|facebook|whatsapp|x_app|the_app|for_a_week|for_a_month|for_exams|detox|digital_detox',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  // A prescribed dose asked; heaven after a natural death (to die old and at peace: an idiom above).
  [
    'chemist|doctor|pharmacist|nurse|prescribed|prescription|gave_me ~12 take_all|all_of_them|all_at_once|at_once|at_once_or ~4 or|spread|separately|one_by_one|per_day|daily|a_day',
    undefined,
    'PROF_UNLESS',
  ],
  [
    'when_i_die|if_i_die|after_i_die|when_i_finally_die ~1 i_want|i_wan|i_hope|i_pray ~1 to_go|go|to_be|to_make_it ~1 to? ~0 heaven|paradise|aljanna|orun',
    undefined,
    'NOW8',
  ],
  // A shaving or a kitchen cut; kill two birds with one stone.
  ['cut|cuts|cut_myself ~8 shaving|shave|dey_shave|as_i_dey_shave|barbing|trimming|grooming', undefined, 'NOW8'],
  ['kill|kil ~0 two_birds'],
  // Pests I hope die; bleach to clean; a poison for pests and how to use it safely.
  [
    '@PEST6|@PESTS|rats|rat|cockroach|cockroaches|mice|snakes|termites|mosquitoes ~10 hope|hoping|pray|make ~0 they|dem|them|the_rats|e ~1 die|go_die|will_die',
    undefined,
    'NOW7',
    'across',
  ],
  [
    '@POISON|sniper|otapiapia|rat_poison ~0 for ~1 the|my|our? ~0 @PEST6|@PESTS|rat|rats|cockroach|cockroaches|mosquitoes ~14 use_am|use_it|apply|spray|affect|food|safe|safely|children|kids|pikin',
    undefined,
    'NOW7',
    'across',
  ],
  [
    'use|mix|using|with ~1 @POISON ~2 to|for ~0 wash|clean|scrub|disinfect|bleach|washing|cleaning ~10 @POISON|toilet|bathroom|tiles|sink|floor|clothes|@EDGE',
    undefined,
    'NOW7',
  ],
  [
    'wash|clean|scrub|washing|cleaning ~2 toilet|bathroom|tiles|sink|floor|clothes ~6 use|then_use|and_use|mix|add ~1 @POISON',
    undefined,
    'NOW7',
  ],
  [
    'buy|bought|get|got|i_buy|use|using ~1 @POISON|sniper|otapiapia|rat_poison ~0 for ~1 the|my|our? ~0 @PEST6|@PESTS|rat|rats|cockroach|cockroaches|mosquitoes',
    undefined,
    'NOW7',
    'across',
  ],
  // Things shared because I relocate; a child who might swallow a poison (being prepared).
  [
    'share|sharing|shared|distribute|give_away|giving_away|dash|gave ~1 my ~0 things|property|belongings|stuff|clothes|properties ~10 relocate|relocating|moving|move|japa|dey_relocate|travel|travelling|@TRIP6',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    'if|what_if|when|in_case ~1 my|a|the ~0 child|baby|kid|son|daughter|toddler|pikin|children|kids ~1 swallows|drinks|swallowed|drank|eats|ate|swallow|drink ~1 @POISON|@DRUGS|bleach|poison|medicine|tablets',
    undefined,
    'PROF_UNLESS',
  ],
];
