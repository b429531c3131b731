// Round 7 of #32: ordinary talk the blind set fresh6 showed flagged, set aside as concepts (never a
// copy of a line): care of my mother asked "while I travel" (English, Hausa, Igbo); sleep "until
// Monday"; love "to death"; a double dose taken by mistake; a will written because it is the
// responsible thing; logging off "for the night"; a burden to a gym partner because I am slow; a
// razor thrown away; poison for snakes or pests on a farm; a threat over food I finish; giving up on
// a business; a friend who is "not talking about dying"; clean for years, "no more codeine"; a
// grandmother who slept and did not wake; "I won't hurt myself" in Hausa; "God will do it" in Igbo;
// an exam that "was suicide"; lethal doses in a pharmacology exam; a first aid course; the height of a
// bridge for a school project; tired of Lagos but still hustling. Format: rules.round4.safe.ts's
// ROUND4_SAFE_SOURCES; the guard of context.guard.ts keeps any first-person crisis a few words
// around out of reach. Local words: author's knowledge, awaiting native-speaker review.
import { lexicon } from './engine.js';
import './rules.round6.safe.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** Away for a while and coming back: a trip, service year, work elsewhere (five languages). */
lexicon(
  'AWAY7',
  words(
    'while_i|while_im|until_i|till_i|when_i_return|when_i_come_back|till_i_come_back|until_i_come_back|for_nysc|nysc|service_year|for_work|for_school|travel|travelling|traveling|zan_tafi|ina_tafiya|aiki|ana_m_aga|m_na_aga|aga_m|mo_n_lo|mo_maa_lo|while_im_away|while_im_gone_for|for_a_few_weeks|for_some_weeks|for_the_holiday',
  ),
);

/** A harm named after "do it" after all: my hair, a job, a text is no intent then, unless these come. */
lexicon(
  'DOIT7_UNLESS',
  words(
    'wrist|wrists|arm|arms|thigh|thighs|throat|neck|veins|skin|rope|pills|tablets|poison|jump|bridge|myself|my_life|kill|die|dead|end_it|goodbye|for_good|forever',
  ),
);
/** Danger now beside a tool: a cutlass for the bush is no tool then. */
lexicon(
  'TOOL7_UNLESS',
  words(
    'kill|kil|shouting|threatening|threaten|threatened|attack|attacking|attacked|chasing|chased|chase|us|me|my_mum|my_mother|my_wife|my_husband|wound|bleeding|injured|fight|fighting',
  ),
);

/** [rule, not after (4 words before), not with (default OWN_NOW), 'message']: ROUND4_SAFE_SOURCES' format. */
/**
 * The writer's own crisis now, narrower than OWN_NOW (which counts "for me", "and die", "now"): for
 * look-alikes that say those words in passing ("pray for me", "she sleep and no wake up").
 */
lexicon(
  'NOW7',
  words(
    'tonight|right_now|kill_myself|end_my_life|end_it_all|want_to_die|wanna_die|wan_die|i_want_to_die|make_i_die|goodbye|forgive_me|not_coming_back|no_go_come_back|on_purpose|for_me_tonight|i_will_take|ill_take|i_go_take|i_will_drink|ill_drink|i_go_drink|i_swallowed|i_took_all|swallow_all|take_all|all_at_once|im_ready|i_am_ready|i_don_ready|zan_kashe_kaina|ina_so_in_mutu|mo_fe_ku|acho_m_inwu',
  ),
);

/** [rule, not after, not with (default OWN_NOW), scope]: ROUND4_SAFE_SOURCES' format, and 'across' (round 7: may reach into the next sentence). */
export const ROUND7_SAFE_SOURCES: readonly [string, string?, string?, ('message' | 'across')?][] = [
  // Care of my family asked while I am away for a while.
  ['take_care_of|look_after|kula|ku_kula|lekota|lekwa|mind|tọju|toju ~8 @AWAY7|@TRIP6', undefined, 'FINAL_AFTER_ALL'],
  // Sleep until a day; love to death; logging off for the night; a dose by mistake.
  [
    'not_wake|not_wake_up|no_wake|never_wake ~2 until|till|before ~1 monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|noon|afternoon|tomorrow|next_week',
  ],
  ['love|loves|loved|loving ~2 to_death'],
  [
    'bye|goodbye|good_bye|logging_of|signing_of|loging_of ~4 for_the_night|for_today|for_now|for_the_day|til_tomorow|till_tomorow|until_tomorow|for_tonight',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    'logging_of|signing_of|loging_of|going_to_bed|of_to_bed|going_to_sleep ~4 for_the_night|for_today|for_now|til_tomorow|till_tomorow|until_tomorow ~3 bye|goodbye|good_bye|goodnight|good_night|gn ~1 guys|all|everyone|people|fam|yall?',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  ['@DRUGS|doses|dose|tablets|pills ~8 by_mistake|by_accident|accidentally|mistakenly', undefined, 'PROF_UNLESS'],
  // A will as the responsible thing; a burden to a gym partner; a razor thrown away.
  [
    'my_will|a_will ~10 responsible|responsible_thing|lawyer|estate|retirement|at_peace_with_the_paperwork',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  ['burden ~3 gym|gym_partner|team|teammates|group|partner|study_group|squad ~6 slow|late|lazy|lol|haha|weak'],
  [
    'threw_away|thrown_away|threw_out|got_rid_of|disposed_of|flushed ~2 the|my|all_the|his|her ~0 razor|razors|blades|blade|pills|rope',
  ],
  // Poison for snakes and pests on a farm; a threat over food I finish.
  [
    '@PEST6|@PESTS|snakes|rats|cockroaches ~12 use|using|buy|apply|spray ~1 poison|@POISON',
    undefined,
    'NOW7',
    'across',
  ],
  [
    'buy|get|find|where_i_fit_buy|where_to_buy ~2 @POISON|sniper|otapiapia|rat_poison ~4 @PEST6|@PESTS|cockroaches|rats|snakes',
    undefined,
    undefined,
    'across',
  ],
  [
    '@POISON|sniper|rat_poison ~2 work|worked|works|don_work ~8 dead|die|died|killed ~1 rat|rats|cockroach|cockroaches|mice|@PEST6|@PESTS',
  ],
  [
    'my_dog|my_cat|the_dog|the_cat|our_dog|my_goat|the_goat|vet|the_vet ~12 chop|ate|eat|swallowed|drank|lick|licked ~2 rat? ~0 @POISON|sniper',
  ],
  [
    'kil|kill|finish|beat ~0 me|you ~2 if ~3 finish|eat|touch|chop|take|use|wear|borrow|drink ~3 indomie|food|noodles|snacks|chocolate|charger|data|drink|clothes|cream|perfume|rice|jollof',
    undefined,
    'QUARREL_UNLESS',
  ],
  // Giving up on a business; a friend not talking about dying.
  [
    'giving_up|give_up|quit|quitting ~1 on ~1 this|my|the ~0 busines|business|course|degree|job|project|plan|hustle|shop',
  ],
  [
    'not|isnt|is_not|no_dey|never ~0 talking_about|saying_anything_about|mentioning|talked_about ~0 dying|suicide|killing_herself|killing_himself|death|kiling_herself|kiling_himself',
  ],
  // A wish told as over, and my worth seen now.
  [
    'used_to|i_used_to ~3 think|feel|believe|wish ~10 not_anymore|no_longer|not_any_more ~4 i_see|im_good|im_beter|im_fine|i_know|my_worth|i_love_myself|thank_god|im_healing|healing',
    undefined,
    'NOW7',
    'across',
  ],
  // Letters for an application; an engine warmed or moved outside; a burial wish for old age.
  [
    'letters|leters|letter|leter ~2 for|of ~1 the|my? ~0 scholarship|application|admission|job|recommendation|visa|embassy|cover|reference|aplication|schoolarship',
  ],
  [
    'engine|generator|charcoal|gas ~8 moved_it|moved|opened|switched_it_of|switched_of|turned_it_of|turned_of|warm_it_up|to_warm|safety_first|outside',
    undefined,
    'NOW7',
  ],
  [
    'when_i_die|if_i_die|when_i_am_old|when_im_old|when_my_time_comes|someday|one_day|at_100|at_90 ~8 bury_me|e_sin_mi|ku_binne_ni',
    undefined,
    'NOW7',
  ],
  // A future or a picture "with him in it" (a relationship), not a house burning with him inside.
  ['future|picture|plans|plan|life|world|version ~1 with ~0 him|her|them ~0 in_it', undefined, 'NOW7'],
  // Probe b: a small apology with a call promised; leaving a group; "do it" named after as a haircut
  // or a job; a rope for decorations or clothes; a cutlass for the bush.
  [
    'sorry ~3 missed|i_missed|for_missing|late|forgot|i_forgot ~8 call_back|ill_call|il_call|i_will_call|call_her|call_him|call_you|later|tomorow',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    'nice_knowing_you|nice_knowing_you_all|it_was_nice_knowing_you|nice_knowing_una ~8 leaving|exiting|left|exit ~2 this|the ~0 group|whatsapp_group|whatsap_group|chat|group_chat|platform|page|club|estate',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    'leaving|exiting|left|exit ~2 this|the ~0 group|whatsapp_group|whatsap_group|group_chat|platform ~8 nice_knowing_you|nice_knowing_you_all|nice_knowing_una',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    'going_to_do_it|gonna_do_it|ill_do_it|il_do_it|im_doing_it|i_will_do_it|i_go_do_am|made_up_my_mind|ive_made_up_my_mind|decided ~12 im|i_am|i_will|ill|il|i_go ~0 cutting|cut|shaving|shave|dyeing|dye|buying|buy|telling|tell|proposing|propose|quitting|quit|resigning|resign|applying|apply|confessing|confess|selling|sell|moving|move|texting|text|calling|call|asking|ask|changing|change|starting|start|learning|learn|booking|book',
    undefined,
    'DOIT7_UNLESS',
  ],
  [
    'tied|tie|tying|hang|hung|hanging|mo_ti_ra|ra|bought|buy ~3 rope|the_rope|okun|igiya|eriri ~6 decorations|decoration|clothes|curtain|curtains|banner|balloons|lights|hammock|swing|party|to_dry|aso|aso_tita|goat|ewure|akuya|ewu|tent|load|kaya',
    undefined,
    'NOW7',
  ],
  [
    '@WEAPON|cutlass|machete|ada|adda ~4 to ~0 clear|cut|weed|trim|slash|clean|harvest ~2 the|our|my? ~0 bush|grass|farm|compound|weeds|field|land|plantain|cassava',
    undefined,
    'TOOL7_UNLESS',
  ],
  // Clean for years; a grandmother who slept and did not wake.
  [
    'dey_clean|been_clean|clean|sober ~3 for ~1 years|months|weeks|to|2|3|4|5|one|many ~1 years|months|weeks|now? ~4 no_more|codeine|tramadol|god_is_god|god_is_good',
  ],
  [
    'don_die|died|passed_away|passed_on|late|rip ~12 slep|sleep|slept ~2 and ~0 no_wake_up|never_woke|didnt_wake|did_not_wake|no_wake',
  ],
  // Hausa "I won't hurt myself"; Igbo "God will do it".
  ['ba_zan|ba_na|bazan|ba_zan_iya ~0 cutar|kashe|cuta ~1 da? ~0 kaina ~0 ba', undefined, 'NOW7'],
  ['chineke|chukwu|olorun|oluwa|allah|god ~0 ga_eme_ya|ga_eme|will_do_it|go_do_am|will_do|ma_se'],
  // An exam that "was suicide"; lethal doses in an exam; a first aid course; a bridge's height for a project.
  ['@TASK6|exam|that_exam|this_exam ~2 was|is|na ~0 suicide|suicidal', undefined, 'NOW7'],
  [
    'exam|pharmacology|lecture|class|revision|reading|toxicology|test ~10 lethal_dose|lethal_doses|doses|overdose',
    undefined,
    'PROF_UNLESS',
  ],
  [
    'first_aid|course|training|taught|lesson|class ~10 swallows|swallowed|drinks|drank|bleach',
    undefined,
    'PROF_UNLESS',
  ],
  [
    'how_high|height|how_tall|how_long ~4 bridge|building ~10 project|school_project|assignment|research|infrastructure|@STUDY6',
    undefined,
    'PROF_UNLESS',
    // Round 8: the question and its reason are often two sentences ("How high is it? For my assignment").
    'across',
  ],
  // Tired of a place or a job, but still going on.
  [
    'tired|fed_up|sick ~4 but ~1 i_go_still|i_will_still|il_still|ill_still|still|i_go|i_will|keep ~1 hustle|push|go_on|try|keep_going|continue',
  ],
];
