// The crisis rules, per kind and self-harm sub-kind, in the token-window notation of engine.ts
// (`@NAME` a lexicon of lexicon.ts / lexicon.local.ts, `a|b_c` literal phrases, `x?` optional,
// `~N` up to N other tokens). SAFE rules run first and mark idioms as read (the tokens they cover
// match nothing afterwards), so any other crisis phrase in the same message still counts.
import type { CrisisKind, SelfHarmSubKind } from '@mindcheck/common';
import './lexicon.js';
import { compileRule, lexicon, lexiconNamed, type Slot } from './engine.js';
import { WAVE3_SAFE_SOURCES } from './rules.safe.js';
import { CONCEPT_SAFE_SOURCES } from './rules.concepts.safe.js';
import { ROUND4_SAFE_SOURCES } from './rules.round4.safe.js';
import { ROUND6_SAFE_SOURCES } from './rules.round6.safe.js';
import { ROUND7_SAFE_SOURCES } from './rules.round7.safe.js';
import { ROUND8_IDIOM_SOURCES, ROUND8_SAFE_SOURCES } from './rules.round8.safe.js';
import { ROUND9_IDIOM_SOURCES, ROUND9_SAFE_SOURCES } from './rules.round9.safe.js';
import { ROUND10_IDIOM_SOURCES, ROUND10_SAFE_SOURCES } from './rules.round10.safe.js';
import './rules.concepts.js';

export interface Rule {
  slots: Slot[];
  kind: CrisisKind;
  subKind: SelfHarmSubKind | null;
  level: 'CRISIS' | 'UNSURE';
  /** A negation just before the match ("I don't want to die") cancels it. */
  negatable: boolean;
  /** Said of a third person ("my friend wants to die"): someone else in danger now. */
  subjectAware: boolean;
  /** The rule as written (for reading a report). */
  source: string;
}

export interface SafeRule {
  slots: Slot[];
  /** Not safe after these words ("I can't promise I won't hurt myself"). */
  unlessAfter: number | null;
  /** Not safe with these words inside ("rat poison, and it's not for rats"). */
  unlessWithin: number | null;
  /**
   * Round 4: the unless-words (`unlessWithin`) also count a few words around the match, not only
   * inside it (the writer's own intent just after a means word: "rat poison, but it's for me").
   */
  near: boolean;
  /** Round 4: the unless-words count anywhere in the message. */
  wholeMessage: boolean;
  /**
   * Round 7: the rule may reach into the next sentence (a question and its ordinary reason: "how
   * high is the bridge? for a school project"); the guard still keeps any first-person crisis.
   */
  acrossSentences?: boolean;
  /** The rule as written (for reading a test's report). */
  source: string;
}

// Idioms and uses of a crisis word for something else.
lexicon(
  'EAGER',
  'see|watch|meet|know|try|go|hear|eat|get|visit|tell|find|buy|have|taste|travel|read|play|start|join|show|share|drink|wear|hold|leave|sleep|move|marry|dance|ask|finish|use|open|test|check'.split(
    '|',
  ),
);
lexicon(
  'THING',
  'traffic|go_slow|goslow|hold_up|holdup|cunkoso|cunkoson|cunkoson_motoci|work|this_work|exam|exams|this_exam|heat|the_heat|hunger|ebi|the_sun|rain|this_rain|harmattan|breeze|job|this_job|school|assignment|assignments|headache|migraine|cramps|period|pain|stress|bill|bills|rent|price|prices|fuel|fuel_price|economy|cold|mosquito|mosquitoes|shoes|these_shoes|suspense|laughter|this_country|naija|lagos|nepa|light_bill|data|boredom|waiting|this_wait|this_song|this_movie|this_show|gym|workout|cough|fever|malaria|typhoid|toothache|back_pain|project|deadline|deadlines|thesis|course|lecture|lectures|this_course|this_lecturer|waka|this_waka|road|this_road|queue|bus|danfo|cost|kids|children|this_baby|baby|twins'
    .replaceAll('_', ' ')
    .split('|'),
);
lexicon(
  'MEDIA',
  'cod|call_of_duty|warzone|fortnite|free_fire|freefire|valorant|minecraft|roblox|mortal_kombat|tekken|ps5|ps4|playstation|xbox|console|ludo|chess|whot|scrabble|movie|film|game|series|book|novel|show|character|episode|anime|level|fifa|pubg|codm|gta|player|story|season|nollywood|drama|plot|villain|hero|scene|cartoon|manga|song|lyrics|actor|actress|news|article|documentary|play|chapter|fiction|zombie|zombies|enemy|enemies|boss_fight|mission|quest|match|opponent|things_fall_apart|okonkwo|fim|fimu|finafinai|ihe_nkiri|essay|literature|sociology|lesson|poem|textbook|sermon|preached|preaching|bible|judas|scripture|verse|arsenal|chelsea|man_u|man_city|liverpool|barca|madrid|super_eagles|referee|league|fc|united|city'
    .replaceAll('_', ' ')
    .split('|'),
);
lexicon(
  'DEATH3',
  'kashe|pa|gbuo|egbuo|gburu|hang|jumped|jumps|committed|drowned|overdosed|kill|kills|killed|killing|dies|died|die|dying|death|suicide|murder|murders|murdered|dead|stab|stabs|stabbed|shoots|shot|poison|poisons|poisoned|hangs|hanged|kpai'.split(
    '|',
  ),
);
lexicon(
  'NOT_FOR',
  'not for|no be for|isnt for|its not for|is not for|not meant for|no be say for|not using it for|not using am for|no be to use am for|not to use on'.split(
    '|',
  ),
);
lexicon('DRINK_V', 'drink|drank|drinking|swallow|swallowed|swallowing|gonna drink|go drink|wan drink'.split('|'));
lexicon('WISH_IF', 'if|wish|pray|hope|make|let|should|would|wan|want|just'.split('|'));
lexicon('DOUBT', 'promise|sure|know|guarantee|unsure|maybe|if|whether|swear|trust'.split('|'));
lexicon('FIRST', 'i|im|ive|ill|id|me|myself|my|mo|emi|ina|zan|m|we|us|our'.split('|'));

const SAFE_SOURCES: readonly [string, string?, string?][] = [
  ['dying|die|dieing|dyin ~0 to|2 ~0 @EAGER'],
  ['to|2 ~0 die ~0 for'],
  ['dying|die|died|dye|dyed ~3 hair|hairs|wig|weave|braids|cloth|clothes|fabric|shirt|jeans|material|brows|eyebrows'],
  [
    'phone|battery|laptop|torch|generator|gen|bulb|light|plant|plants|flowers|signal|network|wifi|data|charger|tv|fridge|engine|inverter|car|ipad|tablet|power|bank|powerbank|radio|airtime|sim|line|vibes|vibe|conversation|chat|group|gc|party|market|business|trend|fashion|pen|mouse|keyboard|printer|solar|watch|remote|speaker|headphones|earpiece ~6 @DIE',
  ],
  [
    '@DIE|@KILL ~2 laugh|laughing|laughs|laughter|lol|lmao|lmfao|haha|hahaha|hehe|lool|loool|of_laughter|with_laughter|from_laughing|from_laughter|of_shame|of_embarrassment|of_boredom|of_hunger|of_heat|of_cold|of_thirst|of_suspense|of_curiosity|of_envy|of_jealousy|of_excitement|of_happiness|of_joy|of_fright|small',
    undefined,
    'SLEEP_WAKE',
  ],
  ['lol|lmao|lmfao|haha|hahaha|hehe|lool|loool|omg ~2 @DIE'],
  ['making_me|make_me|makes_me|made_me ~2 want|wanna|wan ~2 @SUICIDE|die|kms ~0 lol|lmao|lmfao|haha|hahaha|hehe|jk'],
  [
    'hiding|hide|hid ~6 to_avoid|avoid|avoiding|my_manager|manager|my_boss|boss|more_work|so_he_doesnt|so_she_doesnt|so_they_dont|from_my_landlord|from_landlord|from_work|from_responsibilities|from_chores|from_my_problems|from_my_boss|debt|rent|chores|homework|assignment|deadline|exam|exams|my_ex|the_sun|the_rain|the_cold',
  ],
  [
    'police_say|police_said|police_says|the_suspect|suspects|the_accused|arrested|arraigned|convicted|sentenced|reportedly|according_to|headline|headlines|reports|reporters|journalist|trending|viral ~8 @DEATH3',
  ],
  [
    '@DEATH3 ~8 arrested|arraigned|convicted|sentenced|reportedly|according_to|headline|headlines|police_said|trending|viral',
  ],
  [
    '@KILL|kpai|kill_am ~2 time|the_vibe|the_mood|the_game|it_on|the_lights|the_light|light|lights|the_engine|engine|the_process|process|the_app|app|the_task|the_competition|competition|the_exam|the_interview|the_performance|my_vibe|the_beat|the_stage|the_show|stage|the_look|the_outfit|the_dance|the_song|the_music|music|the_noise|noise|the_germs|germs|bacteria|the_bacteria|virus|the_virus|the_fire|fire|the_switch|the_power|power|the_gen|gen|the_generator|the_radio|the_tv|the_deal|deal|them_with_kindness|the_silence|boredom|my_boredom|the_boredom|hunger|my_hunger|the_hunger|my_appetite|appetite|the_weekend|the_party|the_beat',
    undefined,
    'ANY_SELF',
  ],
  [
    'killed|killing|killin|slayed|slaying|smashed|nailed|kill|killd ~0 it ~0 at|in|on|today|yesterday|tonight|again|for|with|oo|o|sha|abeg|every|like|lol',
  ],
  ['@KILL ~2 @PEST'],
  [
    '@POISON ~4 for|to|against|on|in|kill|killing|spray|spraying|chase|chasing|finish|pursue|because_of|saboda|nitori|maka|lati|lati_pa|fun|don|domin|pa|gbuo|egbu|kashe|inside|wash|clean|washing|cleaning|scrub|disinfect|mop ~3 @PEST',
    undefined,
    'NEG',
  ],
  ['@NUMBER ~0 kms|km|kilometres|kilometers'],
  [
    '@POISON ~10 hair|scalp|hair_dye|relaxer|wig|braids|clothes|whites|white_clothes|laundry|brand|stain|stains|toilet|tiles|sink|mop_the_floor|cockroach|cockroaches|bedbug|bedbugs|rats|idun|mosquito|mosquitoes|bed_bugs|weevils|termites',
    'DRINK_V',
    'NOT_FOR',
  ],
  [
    'attempted|tried|try|was|been ~3 @SUICIDE|kill_myself|take_my_life|kil_myself|suicidal ~12 ago|long_time|don_pass|better_place|recovered|doing_well|doing_better|stable|discharged|proud|share_my_story|help_others|in_the_past|i_dey_okay|much_better|okay_now|fine_now',
  ],
  ['mistakenly|accidentally|by_mistake|thinking_it_was|thought_it_was ~5 @CONSUME|@POISON|@DRUGS'],
  ['@CONSUME ~6 thinking_it_was|thought_it_was|by_mistake|accidentally|spat_it_out|spit_am_out'],
  [
    'rope|noose|ropes ~8 plants|plant|decor|decoration|swing|hammock|curtain|curtains|lights|picture|frame|basket|laundry|clothes|cloth|goat|luggage',
  ],
  ['@NEG ~3 take|end|takes|taking ~0 my_life|my_own_life', 'DOUBT', 'WANT_ME'],
  ['asked|ask|asks|asking ~3 @SUICIDE ~5 said_no|i_said_no|which_is_true|answered_no|told_her_no|told_him_no'],
  ['end|ending|ended ~0 things|it|everything ~0 with|wit ~0 my|him|her|the|a|this|that|them'],
  [
    'think|thinking|thoughts|wonder|wondering ~3 death|dying ~8 curious|curiosity|afterlife|what_happens_after|not_in_a_sad_way|philosophy|philosophical',
  ],
  [
    'doctor|prescribed|prescription|pharmacist|chemist|nurse|hospital ~4 @DRUGS ~10 take|am|it|with|alabukun|paracetamol|okay|safe|dose|can_i',
  ],
  ['@DRUGS ~3 for_my|for ~1 pain|waist|back|headache|malaria|fever|cramps|toothache'],
  [
    'kill|killing|dey_kill ~0 am|it ~0 for|at|with|on ~1 work|office|school|exams|stage|the_gym|interview|business|market|this_month',
  ],
  [
    'rather ~0 die|be_dead ~0 than ~2 eat|go|attend|watch|do|wear|sit|take|listen|queue|drink|face|cook|read|write|sing|dance|join|work',
  ],
  ['like ~1 they|he|she|you|dem|people|e ~1 want|wan|wanna ~1 to? ~0 die|kpai'],
  ['@SUICIDE ~3 sin|abomination|taboo|nso_ani|selfish|cowardly|haram|a_sin'],
  ['wake|wake_up ~0 before|until|till|till_noon|until_noon|early ~0 @NUMBER|noon|afternoon|saturday|sunday|weekend'],

  [
    '@THIRD ~1 attempted ~0 suicide ~6 doing_well|doing_better|recovered|is_fine|better_now|okay_now|supporting|support_her|support_him',
  ],
  [
    '@ACT_LOCAL|@CUT_V ~8 alubosa|albasa|yabasi|girki|ina_girki|tukunya|idana|ounje|ata|obe|nigba_ti_mo_n_se|nri|ofe|ite|onion|cooking|a_tukunya',
  ],
  [
    '@THING|ura|oyi|okpomoku|ike_gwuru|ooru|ooru_yii|oga_mi|erin|idanwo|idanwo_yii|zafin_nan|zafi|ogana|oga_na|aikin|aikin_nan|agu|okpomoku|onyeisi_m|oga_m|ogam|ule|ule_a|oku|oku_lagos|yunwa|ise|aiki|iya_mi|mama_mi|baba_mi ~4 pa_mi|kashe_ni|egbu_m|ga_egbu_m|na_egbu_m|ga-egbu_m|na-egbu_m|maa_pa_mi|fe_pa_mi|zai_kashe_ni',
    undefined,
    'SAID_THAT',
  ],
  [
    'ban_son|bana_so|ba_na_son|ban_so|mi_o_ni|mi_o|n_ko_ni|ko_ni|ba_na_so|ba_zan|ba_na|agaghi_m|achoghi_m|m_gaghi|a_gaghi ~2 @SUICIDE_LOCAL|@DIE_LOCAL|in_mutu|kashe_kaina|pa_ara_mi|ku',
    'DOUBT',
  ],
  [
    'overdose|overdosed|overdosing|od|oded ~2 on ~0 chocolate|sugar|coffee|caffeine|food|jollof|netflix|tv|series|carbs|sweets|cake|love|drama|social_media|content|anime|memes|work|sleep|suya|shawarma|pizza|ice_cream|tea|vitamin_c',
  ],
  [
    'disappear|vanish ~0 into|in_a|to|go|for_a|for_one|for_some|for_two|for_like|for_few|from_social|off_social|from_twitter|from_instagram|on_holiday|on_vacation|for_the_weekend',
  ],
  ['financial|money|fiscal ~0 burden'],
  ['career|political|social|commercial|fashion|financial|professional|electoral|economic ~0 suicide'],
  ['knife|knives|knife_set|blade|blades ~4 kitchen|cooking|chef|cutlery|for_cooking|shaving|barber|salon'],
  ['kitchen|cooking|chef|cutlery|new ~3 knife|knives|knife_set'],
  ['used_to ~3 think|thinking|have|had ~3 death|dying|suicide|killing|ending'],
  [
    'jokes|joking|joke|jokes_about|word|term|slang|mean|means|meaning|insensitive|respond_when ~3 kms|unalive|kys|sewerslide|suicide',
  ],
  ['normal|common|okay|ok ~2 to ~0 think|have_thoughts ~2 about|of ~0 death|dying ~2 when|after|while|grieving|grief'],
  ['@DANGER_V|@KILL ~2 me|mi|us ~8 lol|lmao|lmfao|haha|hahaha|hehe|jk|just_kidding|joking', undefined, 'NEG'],
  [
    'finish|kill|kpai|killing|finishing ~1 me|mi|us ~0 with|wit ~0 work|assignments|stress|wahala|talk|questions|jokes|deadlines|complaints|noise|calls',
  ],
  ['almost|nearly|wan|wanted_to|tried_to ~0 hit|knock|run_over|crash_into|jam|knock_down ~0 me|mi|us'],

  [
    '@KILL_STRONG|@HURT|kill_somebody|kill_someone ~2 @TARGET|somebody|someone ~10 lol|lmao|lmfao|haha|hahaha|hehe|jk|just_kidding|joking|im_joking|no_vex',
    undefined,
    'NEG',
  ],
  ['die|kpai|dead ~0 for ~0 your|una|this|that|his|her|their|dis|dat ~0 matter|sake|case|mata'],
  [
    '@KILL ~3 with ~0 complaints|kindness|love|jokes|questions|calls|texts|messages|gifts|laughter|my_cooking|food|stories|noise|talk|calls|emails|reminders|prayers|sweetness|stress',
  ],
  [
    '@CUT_V ~2 my|mi ~0 @BODY ~8 cooking|while_cooking|as_i_dey|slicing|slice|fry|frying|onion|onions|pot|stove|oil|hot_oil|kitchen|at_work|accident|accidentally|by_mistake|healed|knife_slipped|plate|glass_broke|nail|tripped|slipped|last_year|years_ago|scar_has_healed|egusi|yam|dodo|plantain|tomato|pepper|meat|fish|chicken|knife_slip',
  ],
  [
    'hot_oil|oil|iron|pot|stove|knife|glass|kettle|fire|steam|nail|pressing_iron ~3 burn|burnt|burned|cut|scald|scalded ~1 my|mi ~0 @BODY',
  ],
  ['@KILL|@DANGER_V|beat|thrashed|hammered|destroyed ~1 us|them|me ~2 @NUMBER'],
  ['suicides ~5 practice|training|drills|basketball|football|gym|coach|track|court|pitch|field'],
  ['practice|training|drills|basketball|football|gym|coach|shuttle_runs|sprints ~6 suicides'],
  [
    '@SUICIDE ~3 crime|illegal|law|laws|legal|criminal|punishable|offence|offense|rate|rates|statistics|cases|awareness|talk|talks|seminar|webinar|campaign|programme|program|research|project|essay|thesis|prevention|hotline|hotlines|helpline|in_nigeria|among_youths|among_students',
  ],
  [
    'awareness|talk|seminar|webinar|campaign|programme|lecture|sermon|presentation|essay|thesis|project|research|course|class|article|documentary|assignment ~4 on|about ~2 @SUICIDE|self_harm*|selfharm*',
  ],
  [
    'warning_signs|signs_that|signs_of|tell_if|know_if|spot|notice_if|recognise|recognize ~4 someone|a_person|somebody|people|a_friend|my_students|a_student|students|a_child|kids|teens|my_child|my_friend ~3 @SUICIDE|self_harm*|depressed',
  ],
  ['not|never|no|nor|isnt|aint|no_be ~3 suicidal|@SUICIDE', 'DOUBT'],
  ['will_all|shall_all|go_all|must_all|all_go|all_will|everybody_go|everyone_will|we_all ~0 die|dead|kpai'],
  [
    'last ~0 message|text|post|chat ~1 for_today|for_now|for_tonight|today|tonight|before_i_sleep|before_bed|for_the_day|this_year|of_the_day',
  ],
  [
    'card|mothers_day|fathers_day|birthday|valentine|anniversary|greeting|surprise|speech|toast ~8 @FAREWELL|tell|love|goodbye',
  ],
  [
    '@FAREWELL ~6 relocating|relocate|moving|travelling|traveling|japa|leaving_for|flight|trip|vacation|holiday|off_to|see_you|talk_later|tomorrow|next_week|gotta_go|signing_off|going_to_bed|goodnight|good_night|later|for_now|canada|uk|abroad|new_job',
    undefined,
    'WONT_BE',
  ],
  [
    'relocating|moving|japa|travelling|traveling|flight|leaving_for|group|gc|group_chat|this_group|twitter|instagram|facebook|tiktok|whatsapp|social_media|the_call|meeting|zoom|call|office|shift|class|graduating|new_school|new_job|transfer|resigning|retiring ~6 @FAREWELL',
  ],
  [
    '@KILL ~1 am|it|them|dem ~0 with|wit|for ~1 that|this|dat|dis|the|your|ya|ur ~0 dance|song|outfit|look|performance|joke|jokes|style|beauty|voice|steps|moves|drip|post|talk|cooking|food|speech|answer|tweet',
  ],
  ['wash|clean|washing|cleaning|scrub|scrubbing|mop|mopping|disinfect|soak|rinse ~3 @POISON'],
  [
    'rope ~3 for|to ~2 clothes|cloth|clothesline|clothes_line|cloth_line|line|tie|tying|goat|load|luggage|tent|gym|skipping|skip|jump|climbing|pulling|well|bucket|tow|car|box|package|dry|drying|hang_clothes',
  ],
  [
    'tired|tire|done|fed_up|sick ~2 everything|it_all ~3 need_a_nap|nap|today|need_sleep|need_rest|need_a_break|need_coffee|this_week|at_work|at_school',
  ],
  ['life ~0 admin|hacks|hack|insurance|coach|skills|style|lessons|goals|update|updates|savings|partner|jacket'],
  [
    '@VOICE ~6 eat|vegetables|study|pray|clean|behave|drink_water|go_to_school|finish_my_food|my_homework|be_careful|through_the_wall|neighbours|next_door|upstairs',
    undefined,
    'DANGER_V',
  ],

  [
    '@THING ~2 @KILL|dey_kill|go_kill|wan_kill|will_kill|wants_to_kill|is_killing|are_killing|kills ~1 somebody|someone|everybody|people|all_of_us|me|mi|us|person',
  ],
  ['@THING ~3 want|wan|wants|go|will|dey ~1 kill|kpai|finish ~1 me|mi|us|person'],
  ['ebi ~3 pa|n_pa|npa'],
  [
    'dying|die|died|dead|kpai ~2 of|from|with|for ~1 hunger|heat|boredom|cold|thirst|laughter|embarrassment|shame|curiosity|suspense|exhaustion|tiredness|fatigue|cringe|excitement|happiness|joy|envy|sleep|stress|fever|malaria|jealousy|love|craving|cravings|anticipation|fright|fear|traffic|waiting',
    'WISH_IF',
  ],
  // Round 5: ready for a new thing ("I'm ready for the new job"), not a farewell's "I'm ready".
  [
    'im_ready|i_am_ready|i_dey_ready|dey_ready|ready ~0 for ~0 the|my|a|this|our|school|work|tomorrow|next|resumption|exams|church',
  ],
  [
    'dead ~0 tired|serious|end|sure|set|air|last|heat|quiet|silent|broke|on_time|beat|weight|wood|ringer|centre|center|calm|asleep|battery|phone|line|lock|lift|zone|sea|body_of_work|giveaway|even|straight|wrong|right|stop',
  ],
  [
    '@KILL|@HARM_SELF_V ~1 @SELF ~1 with|over|at|for|to|trying|doing|working|studying|reading ~3 work|study|studying|gym|workout|workouts|exercise|exercises|laughter|laughing|assignments|assignment|project|projects|overtime|training|reading|exam|exams|jobs|job|deadlines|chores|business|please|impress|finish|meet|pass|school|classes',
  ],
  ['@MEDIA ~6 @DEATH3'],
  ['@DEATH3 ~6 @MEDIA'],
  [
    '@HARM_SELF_V ~1 @SELF ~4 while_cooking|when_cooking|while_ironing|while_frying|while_shaving|while_playing|cooking|ironing|frying|by_accident|accidentally|mistakenly|by_mistake|on_the_stove|with_hot_oil|in_the_kitchen|shaving|playing|football|training|chopping|slicing|cutting_onions|at_the_gym|fell|tripped|slipped',
  ],
  ['accidentally|mistakenly|by_mistake|nearly|almost ~2 @HARM_SELF_V ~2 my|myself'],
  [
    '@CUT_V ~2 my|her|his|their|your ~0 finger|fingers|thumb|hair|nails|nail|toe|toes|lip|foot|feet|fringe|beard|knee|head_on|face_while|leg_on|ankle|elbow',
  ],
  ['beat|beating|beats ~0 myself|my_self ~0 up|over'],
  [
    '@DANGER_V ~0 me|mi ~4 playing|joking|play|jokingly|for_fun|by_mistake|accidentally|pillow|pillows|in_a_game|at_chess|at_ludo|at_fifa|in_fifa|in_the_game|playfully',
  ],
  ['living|live ~0 at|under|inside|for_now|abroad|alone'],
  [
    'living|live ~0 in|with ~0 my|a|an|the|lagos|abuja|kano|ibadan|enugu|uk|us|canada|london|them|him|her|roommates|friends|family|house|home|compound|flat|apartment|hostel',
  ],
  [
    'take_it|take_this|do_this|do_it|continue|cope|bear_it|bear_this|stand_it|stand_this ~1 anymore|again|any_longer ~1 this|the|with_this|with_the ~0 @THING',
  ],
  [
    'i|im|ive|am|was|been|never|not|no|dont|didnt ~3 not|never|no|nor|dont|didnt|wont|wouldnt|isnt|aint|havent|no_be ~1 suicidal|@SUICIDE',
    'DOUBT',
  ],
  ['@NEG ~3 @KILL|@HARM_SELF_V|do_anything_to|try_anything ~1 @SELF', 'DOUBT', 'CLAUSE_BREAK'],
  [
    '@NEG ~3 thought|think|thinking|thoughts ~2 about|of ~1 suicide|@KILL|ending|hurting|harming ~1 @SELF|it|my_life',
    'DOUBT',
  ],
  [
    'suicide|suicidal ~0 squad|prevention|awareness|rate|rates|hotline|helpline|helplines|line|bomber|bombers|bombing|bomb|attack|attacks|mission|missions|doors|door|sprint|sprints|drill|drills|runs|run|forest|statistics|stats|research|essay|article|documentary|survivors|prevention_day|crisis_line|watch|pact_movie|song|lyrics|note_movie|cases|case|ideation_scale|risk_assessment|screening|training|workshop|seminar|awareness_month|month|day|week',
  ],
  ['ran|run|running|do|did|doing|does ~0 suicides'],
  [
    'how|ways|way|tips ~3 help|support|talk_to|approach|comfort|reach_out_to|deal_with|care_for|handle ~1 @THIRD|a_friend|friends|someone|people|others|a_person|students|teens|youths|a_loved_one|loved_ones|a_child ~5 @SUICIDE|self_harm*|selfharm*|cuts|cutting|harms|suicidal|depressed|who_wants',
  ],
  [
    'warning_signs|signs|symptoms|causes|statistics|rates|rate|prevention|facts|myths|research|definition|meaning|risk_factors|history|effects ~2 of|about|for|on ~0 @SUICIDE|self_harm*|selfharm*',
  ],
  [
    'died|committed|took|killed|lost ~3 @SUICIDE|own_life|himself|herself|themselves|to_suicide|his_life|her_life ~5 in|ago|last|years|when|since|back_in|yesterday|week|month|year|funeral|burial|miss|still',
  ],
  ['die|dying|died ~0 on_this_hill|on_that_hill|on_this_matter|on_that_matter'],
  ['thought|felt_like|felt|believed ~2 @I ~1 would|was_going_to|go|will|wan|was_about_to ~0 die|kpai|pass_out|faint'],
  [
    'shoot|shot|shooting ~1 @TARGET ~1 a|an|me ~1 message|text|email|dm|mail|look|glance|smile|shot|photo|picture|pic|video|call',
  ],
  [
    'shoot|shot|shooting ~2 video|videos|film|movie|photo|photos|pictures|content|skit|skits|music_video|shoot|hoops|ball|basket|shot|my_shot|your_shot|the_breeze|goal|goals',
  ],
  [
    '@DRUGS ~3 on_time|every_day|daily|as_prescribed|regularly|religiously|properly|correctly|in_the_morning|at_night|after_food|after_meals|with_food|before_bed|for_my|for_the|for_malaria|for_pain|for_headache|for_fever|for_cramps|prescribed|doctor|dose_as',
  ],
  [
    'beat|beats|beating|defeated|whooped ~1 me|mi|us ~0 to_it|to_the_punch|to_the_finish|to_the_top|to_the_gate|to_the_door|by|hands_down|squarely',
  ],
  [
    'beat|beats|beating|defeated|whooped ~1 me|mi|us ~0 at|in ~1 chess|ludo|fifa|football|game|games|tennis|scrabble|monopoly|cards|pool|snooker|draughts|whot|race|basketball|pes|everything|it|math|maths|exams|school|class|ping_pong|checkers|mortal_kombat|tekken',
  ],
  [
    'beat|beats|beating|defeated ~1 me|mi|us ~0 for ~0 ludo|draft|whot|fifa|chess|ball|football|game|race|card|cards|scrabble|monopoly|tennis|table_tennis|snooker|match|am',
  ],
  ['hit|hits ~0 me|mi ~0 up|different|hard|that|like'],
  [
    'kill|killing|kills|kpai|finish ~0 me|mi ~0 small|with_laughter|with_jokes|with_your|with_this|with_that|with_those|softly|lol|haha|abeg',
  ],
  ['@EMERGENCY ~0 @PEST'],
  ['hanging|hang|hung ~0 out|around|with|up|on|in_there|loose'],
  ...WAVE3_SAFE_SOURCES,
  ...CONCEPT_SAFE_SOURCES,
  ...ROUND8_IDIOM_SOURCES,
  ...ROUND9_IDIOM_SOURCES,
  ...ROUND10_IDIOM_SOURCES,
];

lexicon(
  'EMERGENCY_NOW',
  'left in a hot car|locked in a hot car|in a hot car|heart attack|having a heart attack|having a stroke|is choking|choking on|cant breathe|trapped inside|trapped in the fire|people are trapped|are trapped|is on fire|house is on fire|caught fire|hit by a car|hit by a bus|hit by a trailer|hit by a truck|hit by a tanker|knocked down by a car|knocked down by a bike|run over by|electrocuted|bitten by a snake|snake bite|snake bit|bleeding heavily|bleeding badly|bleeding a lot|bleeding from|lost a lot of blood|not breathing|stopped breathing|unconscious|unresponsive|having a seizure|having seizures|convulsing|swallowed poison|drank poison|is drowning|are drowning|swallowed something|dey choke|don faint'.split(
    '|',
  ),
);
lexicon(
  'CUT_V',
  'cut|cuts|cutting|slit|slits|slitting|slash|slashed|slashing|slice|sliced|carve|carved|carving|scratch|scratched|scratching|burn|burnt|burned|burning|stab|stabbed|stabbing|scar|scarred|bled|bleed'.split(
    '|',
  ),
);

lexicon(
  'FAREWELL',
  'goodbye|good_bye|bye|byebye|bye_bye|farewell|adieu|odabo|o_dabo|sai_an_jima|ka_o_di|ka_odi|see_you_never'
    .replaceAll('_', ' ')
    .split('|'),
);

export const SAFE_RULES: readonly SafeRule[] = [
  ...SAFE_SOURCES.map(([source, unless, within]) => ({
    unlessWithin: within ? lexiconNamed(within).id : null,
    near: false,
    wholeMessage: false,
    source,
    slots: compileRule(source),
    unlessAfter: unless ? lexiconNamed(unless).id : null,
  })),
  ...[
    ...ROUND4_SAFE_SOURCES,
    ...ROUND6_SAFE_SOURCES,
    ...ROUND7_SAFE_SOURCES,
    ...ROUND8_SAFE_SOURCES,
    ...ROUND9_SAFE_SOURCES,
    ...ROUND10_SAFE_SOURCES,
  ].map(([source, unless, within, scope]) => ({
    unlessWithin: lexiconNamed(within ?? 'OWN_NOW').id,
    near: true,
    wholeMessage: scope === 'message',
    acrossSentences: scope === 'across',
    source,
    slots: compileRule(source),
    unlessAfter: unless ? lexiconNamed(unless).id : null,
  })),
];
