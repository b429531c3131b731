// Round 10 of #32: ordinary talk the blind set fresh9 showed flagged, set aside as concepts (never a
// copy of a line): a price, the heat or hunger that "will kill somebody"; "killed it" said of a dress,
// a dance or a stage (Pidgin "e choke", "dem kill am"); a means kept away from children or a shelf; a
// rat poison bought for a shop or a farm (Yoruba, Hausa, Igbo); a snake killed at the farm (Hausa "a
// gona"); overdosing on a series, coffee or sugar; a cut or a burn by accident in the kitchen; a
// religious hope of heaven at the end of a natural life ("when my time comes", "a holy death", "old
// and full of years"); a relative left in someone's care during a trip; a will written on a lawyer's
// advice; a last message or voice note "for the night"; a question about taking two medicines together
// or a sleeping pill every night.
// Format: rules.round4.safe.ts's ROUND4_SAFE_SOURCES; the guard of context.guard.ts keeps any
// first-person crisis a few words around out of reach. Local words: author's knowledge, awaiting
// native-speaker review.
import { lexicon } from './engine.js';
import './rules.round9.safe.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** Everyday pressures said to "kill somebody" (a price, the heat, a queue). */
lexicon(
  'PRESSURE10',
  words(
    'price|prices|the_price|price_of|cost|cost_of|fuel|fuel_price|petrol|petrol_price|rent|inflation|dollar|naira|exchange_rate|tomatoes|tomato|pepper|rice|garri|bread|food_prices|foodstuff|market|school_fees|fees|this_heat|the_heat|heat|sun|traffic|this_traffic|hunger|queue|the_queue|this_queue|bank_queue|nepa|light_bill|this_economy|the_economy|economy|tax|taxes|data_price|transport|transport_fare|fare|bus_fare|this_country',
  ),
);
/** What turns "will kill somebody" into a threat (a weapon, a person named, an oath). */
lexicon(
  'PRESSURE10_UNLESS',
  words(
    'i_will|ill|i_go|i_wan|im_going_to|gonna|knife|gun|cutlass|machete|weapon|myself|kill_myself|my_life|wallahi|i_swear|for_real|not_joking|serious|tonight|him|her',
  ),
);
/** A performance or a look "killed" (slayed). */
lexicon(
  'SLAY10',
  words(
    'dress|the_dress|outfit|the_outfit|look|the_look|stage|the_stage|song|the_song|beat|the_beat|performance|the_performance|show|the_show|dance|the_dance|runway|the_runway|gown|the_gown|agbada|aso_ebi|asoebi|hairstyle|makeup|the_makeup|verse|the_verse|solo|the_solo|choreography|presentation|the_presentation|interview|the_interview|exam|the_exam|game|the_game|audition|shoot|photoshoot|fit|the_fit|style|that_style',
  ),
);
/** Where a means is kept away from (a child, a shelf, food). */
lexicon(
  'AWAY10',
  words(
    'kids|children|the_kids|the_children|my_kids|my_children|pikin|pikin_dem|small_pikin|baby|the_baby|toddler|reach|their_reach|shelf|the_shelf|drug_shelf|food|the_food|foodstuff|kitchen|the_kitchen|customers|pets|the_dog',
  ),
);
/** Shops, stores and farms a pest poison is bought for (English, Yoruba, Hausa, Igbo). */
lexicon(
  'SHOP10',
  words(
    'shop|the_shop|my_shop|store|the_store|warehouse|stall|my_stall|kiosk|farm|the_farm|barn|soobu|ile_itaja|sobu|shago|shagon|shagona|kanti|gona|rumbu|ulo_ahia|ahia|oko|ugbo|ile_ise|office|restaurant|bakery',
  ),
);
/** Pests and snakes killed at work or at home (English, Hausa, Yoruba, Igbo). */
lexicon(
  'VERMIN10',
  words(
    'snake|snakes|scorpion|scorpions|rat|rats|lizard|cockroach|maciji|kunama|bera|kadangare|ejo|akeekee|eku|agwo|akpi|oke|ngwere',
  ),
);
/** What people "overdose on" that is no medicine. */
lexicon(
  'BINGE10',
  words(
    'kdramas|k_dramas|kdrama|k_drama|dramas|drama|series|netflix|anime|movies|films|tiktok|reels|memes|music|gospel_music|afrobeats|coffee|caffeine|sugar|chocolate|sweets|carbs|jollof|suya|junk|junk_food|shawarma|pizza|content|youtube|games|gaming|fifa|sleep|work|love|vitamin_c|sunshine|nostalgia|gist|football|podcasts|novels|books|romance|cake|ice_cream',
  ),
);
/** What makes an accidental cut or burn something else (on purpose, again, to feel). */
lexicon(
  'ACCIDENT10_UNLESS',
  words(
    'on_purpose|deliberately|again|relapse|relapsed|wanted_to|want_to|to_feel|deserve|punish|cant_stop|kill_myself|end_it|hide_it|hiding_it|scars|razor|blade|every_night|tonight',
  ),
);
/** What turns a religious hope of death into a wish for it now. */
lexicon(
  'FAITH10_UNLESS',
  words(
    'now|right_now|tonight|today|soon|already|tired|cant_go_on|cant_take|ready_to_go|take_me_now|this_week|kill_myself|end_it|end_my_life|pills|rope|sniper|please_take_me|before_morning|in_my_sleep',
  ),
);
/** What turns a relative left in someone's care into a farewell. */
lexicon(
  'TRIP10_UNLESS',
  words(
    'forever|for_good|never|wont_be_back|wont_come_back|not_coming_back|not_returning|no_go_come_back|no_go_return|when_im_gone|after_im_gone|if_i_dont|goodbye|kill_myself|end_it|die|tired_of_life|last_time|forgive_me',
  ),
);

/** Idioms (rules.ts SAFE_SOURCES' format: only an always-protected span stops them; the unless-words are read in the match). */
export const ROUND10_IDIOM_SOURCES: readonly [string, string?, string?][] = [
  // A natural death at a ripe old age hoped for ("a holy death, old and full of years").
  [
    'die|to_die ~0 a ~0 holy|good|peaceful|natural|christian|righteous|blessed|quiet ~0 death ~4 old|full_of_years|at_old_age|in_old_age|at_a_ripe_old_age|ripe_old_age|like_abraham|after_a_long_life|in_my_old_age',
    undefined,
    'FAITH10_UNLESS',
  ],
  [
    'die|to_die ~3 old_and_full_of_years|full_of_years|at_a_ripe_old_age|at_old_age|in_old_age|old_and_grey|like_abraham',
    undefined,
    'FAITH10_UNLESS',
  ],
];

/** [rule, not after, not with (default OWN_NOW), scope]: ROUND4_SAFE_SOURCES' format. */
export const ROUND10_SAFE_SOURCES: readonly [string, string?, string?, ('message' | 'across')?][] = [
  // A price, the heat or hunger that "will kill somebody".
  [
    '@PRESSURE10 ~8 will|go|wan|dey|go_soon|fit|go_just|is_going_to|want_to ~0 kill|kil|finish ~0 somebody|someone|person|everybody|everyone|people|all_of_us|us|una|me|mi',
    undefined,
    'PRESSURE10_UNLESS',
  ],
  // "Killed it" said of a dress, a dance or a stage; Pidgin "e choke".
  ['kill|kil|killed|killing|don_kill|slay|slayed ~0 @SLAY10', undefined, 'NOW8'],
  [
    'choke ~0 that|this|dis|dat|the ~0 girl|boy|babe|guy|lady|bride|groom|woman|man|celebrant ~1 kill|killed|don_kill|slay|slayed ~1 the|that|this|dis|her|his ~0 @SLAY10',
    undefined,
    'NOW8',
    'across',
  ],
  // Exam cut-off marks (JAMB, a department's).
  [
    'make|made|meet|met|pass|passed|reach|reached|below|above|the|jamb|departmental|school|university|miss|missed ~1 cut_off|cutoff|cut_off_mark|cutoff_mark|cut_off_point|cut_off_marks',
  ],
  // A burden over money or a lift (a practical need), asking how to stop feeling so.
  [
    'burden ~1 to ~1 my? ~0 friends|family|parents|people|siblings ~2 because|cos|since|as ~6 money|borrow|borrowing|rent|fees|lifts|rides|transport|help_with_money|feeding',
    undefined,
    'NOW8',
  ],
  // Thanking God to be alive after a mishap at work or on the road.
  [
    'burst|accident|crash|crashed|fell|exploded|explosion|fire|slipped|near_miss|almost|nearly ~12 thank_god|i_thank_god|thank_you_jesus|grateful|thank_god_say ~1 im|i_am|that_im|say_i_dey|i_dey|that_i_am ~0 alive|still_alive|safe|okay',
    undefined,
    'NOW8',
    'across',
  ],
  [
    'dance|danced|dancing|sing|sang|singing|perform|performed|rap|rapped|dressed|dress|slayed|play|played|pose|posed ~6 dem|they|she|he|una|e ~0 kill|kil|killed|don_kill ~0 am|it|everybody|us|the_place',
    undefined,
    'NOW8',
  ],
  // A means kept away from children or a shelf.
  [
    'keep|kept|keeps|store|stored|stores|put|lock|locked|hide|hid ~1 @POISON|@DRUGS|sniper|rat_poison|insecticide|the_pills|pills|tablets|bleach ~2 away|far|out_of_reach|high_up|up_high|separate ~2 from ~1 the|my|our|your? ~0 @AWAY10',
    undefined,
    'NOW8',
  ],
  // A rat poison bought for a shop or a farm (English, Yoruba, Hausa, Igbo).
  [
    '@CONSUME|ra|sayi|saya|siya|zan_sayi|buy|buying|bought|get|zuta|azuta ~2 @POISON|ogun_eku|oogun_eku|ogwu_oke|gubar_bera|maganin_bera|rat_poison|sniper|insecticide ~3 fun|don|maka|for ~1 the|my|our|a? ~0 @SHOP10',
    undefined,
    undefined,
    'across',
  ],
  // A snake or a scorpion killed at the farm (Hausa "a gona", which the spelling fixes read "a gonna").
  [
    'kashe|na_kashe|mun_kashe|muka_kashe|kill|killed|pa|gbu ~2 @VERMIN10 ~2 a_gona|a_gonna|ni_oko|n_ugbo|at_the_farm|in_the_farm',
  ],
  // Overdosing on a series, coffee or sugar.
  ['overdose|overdosed|overdosing|od|oding ~1 on ~2 @BINGE10', undefined, 'NOW8'],
  // A cut or a burn by accident, doing a kitchen or household task.
  [
    'cut|cuts|burnt|burned|burn|scratched|nicked|sliced ~0 myself|my_finger|my_thumb|my_hand|my_palm ~4 opening|slicing|chopping|peeling|cooking|shaving|dicing|cutting|grating|ironing|frying|while_cooking|by_accident|accidentally|by_mistake|mistakenly|silly_me|clumsy|clumsy_me|oops',
    undefined,
    'ACCIDENT10_UNLESS',
  ],
  [
    'accidentally|by_accident|mistakenly|clumsy ~2 cut|burnt|burned|nicked|sliced ~0 myself|my_finger|my_thumb|my_hand',
    undefined,
    'ACCIDENT10_UNLESS',
  ],
  // A religious hope of heaven at the end of a natural life.
  [
    'want|wan|wish|hope|pray|plan ~2 go_to_heaven|make_heaven|enter_heaven|see_heaven|rest_in_heaven|be_with_god|see_god|meet_my_maker ~6 when_i_die|when_my_time|my_time_reach|when_e_reach|at_the_end|one_day|someday|eventually',
    undefined,
    'FAITH10_UNLESS',
  ],
  [
    'god|lord|jesus|allah|olorun|chineke|baba_god ~2 will|go|should ~0 take|call|carry ~0 me|mi ~4 heaven|home|to_heaven|go_heaven ~6 when_my_time|my_time_reach|my_time_comes|when_e_reach|when_my_time_reach|at_old_age|in_his_time|in_his_own_time|at_his_time',
    undefined,
    'FAITH10_UNLESS',
  ],
  // A relative left in someone's care during a trip.
  [
    '@TRIP6|travelling|traveling|travel|dey_travel|journey|trip|going_to|while_im_in|while_im_away|while_i_dey ~14 take_care_of|look_after|help_me_take_care_of|help_me_look_after ~1 my ~0 @KIN|mama|papa|mum|mom|dad|kids|children|pikin|pikin_dem|plants|house|dog|cat',
    undefined,
    'TRIP10_UNLESS',
    'across',
  ],
  [
    'take_care_of|look_after ~1 my ~0 @KIN|mama|papa|mum|mom|dad|kids|children|pikin|pikin_dem ~14 @TRIP6|travelling|traveling|dey_travel|while_im_in|while_im_away|while_i_dey|till_i_come_back|until_i_come_back|until_i_return|when_i_return|when_i_come_back',
    undefined,
    'TRIP10_UNLESS',
    'across',
  ],
  // A will written on a lawyer's advice.
  [
    'write|wrote|writing|drafted|drafting|making|made|prepare|preparing|update|updating|sign|signed ~1 my ~0 will|last_will ~12 lawyer|solicitor|attorney|advised|advice|everyone_should|everybody_should|financial_advisor|adulting|estate|property|properties|insurance|pension|land|responsible',
    undefined,
    'NOW8',
    'across',
  ],
  // A last message or voice note "for the night" or "for today".
  [
    'last|final ~0 message|voice_note|vn|post|text|call|update|tweet|status ~1 for ~1 the|this|today? ~0 night|today|tonight|day|week|evening|now',
    undefined,
    'NOW8',
  ],
  // A question about two medicines together, or a sleeping pill every night.
  [
    'is_it|is_it_ok|is_it_okay|is_it_safe|is_it_bad|is_it_fine|can_i|should_i|abeg_is_it|how_safe ~3 @CONSUME|take|taking|use|mix|combine ~4 @DRUGS|sleeping_pills|pills|tablets|medicine|meds ~4 together|every_night|everyday|every_day|daily|at_night|with|and|for_long|long_term',
  ],
];
