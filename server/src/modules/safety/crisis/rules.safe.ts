// Ordinary talk set aside before the crisis rules run (format: rules.ts's SAFE_SOURCES), added in
// wave 3 (#32) from batches of phrasings reasoned out for generalisation, never copied from a
// corpus line. Each entry: the rule, then optionally a lexicon that must not come just before it,
// then one that must not occur inside it.
import { lexicon } from './engine.js';

// Everyday causes of a joke's "I'll jump off a bridge": a match between one and a laugh is set aside.
lexicon(
  'TRIVIAL',
  'assignment|assignments|homework|exam|exams|test|lecture|lectures|class|course|code|bug|boss|traffic|monday|mondays|work|shoes|outfit|food|jollof|meme|video|skit|song|movie|series|show|arsenal|chelsea|liverpool|man_u|madrid|barca|team|match|game|wifi|data|nepa|network|lecturer|jamb|waec|neco|result|results|grades|cgpa|gpa|crush|date|hair|makeup|phone|battery|queue|fuel'
    .replaceAll('_', ' ')
    .split('|'),
);

export const WAVE3_SAFE_SOURCES: readonly [string, string?, string?][] = [
  [
    'today|tonight|this ~1 is|na ~0 the_day|the_night|the_big_day ~4 interview|exam|wedding|birthday|match|party|launch|graduation|result|results|date|final|finale|premiere|episode|game|concert|show|trip|flight|big|my_interview|my_exam|my_wedding',
  ],
  ['look_for_me ~0 for|at|in ~1 office|work|school|class|the_office|church|tomorrow|today|the_party'],
  [
    'letter|letters|note|card ~6 birthday|anniversary|christmas|mothers_day|fathers_day|valentine|graduation|wedding|congratulations',
  ],
  [
    'pain|ache|aches ~0 in ~0 my ~0 back|knee|knees|leg|legs|neck|head|tooth|teeth|stomach|shoulder|shoulders|arm|joints|waist|chest|feet|foot',
  ],
  [
    'locked ~0 himself|herself|themselves|myself ~3 to ~0 study|read|sleep|rest|work|pray|focus|play|watch|think|revise',
  ],
  [
    'news|arrested|suspected|police|paraded|nabbed|rescued|reportedly|headline ~6 kidnapped|kidnappers|abducted|hostage|bandits|gunmen|trafficked|traffickers',
  ],
  [
    'kidnapped|kidnappers|abducted|bandits|gunmen|traffickers ~6 arrested|paraded|nabbed|rescued|reportedly|convicted|sentenced|jailed',
  ],
  [
    'what_to_do|how_to|how_do_i|how_can_i|first_aid|if_someone|if_a_person|when_someone|what_happens_when ~6 @EMERGENCY_NOW|@EMERGENCY',
  ],
  ['almost|nearly|near|small|mini ~1 had|have|gave_me|give_me|got ~1 a ~0 heart_attack|stroke'],
  [
    '@EMERGENCY_NOW ~10 got_it_out|coughed_it_out|coughed|breathing_again|breathing_now|okay_now|ok_now|fine_now|is_fine|hes_fine|shes_fine|hes_okay|shes_okay|is_okay|better_now|recovered|hes_ok|shes_ok|stable_now|is_stable|last_year|years_ago|last_month|in_the_movie|in_the_film|drill|practice|first_aid',
  ],
  ['knife|blade|hand ~0 slipped|slip|sliped'],
  [
    'cutting|cuting|slicing|chopping|peeling ~0 yam|onion|onions|meat|tomatoes|tomato|vegetables|bread|plantain|pepper|fish|chicken|cake|cloth|fabric|paper|hair|grass|wood|the_grass|okra|ugu|ewedu|garden_egg',
  ],
  ['sleep|slep ~0 forever|for_a_week|for_days|all_day ~8 lol|haha|lmao|lmfao|long_week|week_was|weekend'],
  [
    'locked|lock|locks ~1 me|mi|us ~0 out ~0 of ~2 account|acount|phone|app|gmail|email|instagram|facebook|car|system|portal|laptop|profile',
  ],
  ['disappear|vanish ~0 on_a|on_holiday|on_vacation|somewhere_quiet|to_the_village|for_a_while|for_awhile|from_work'],
  [
    'take|do|stand|bear|handle|cope_with|deal_with ~0 this|the|these|that ~0 @THING|homework|maths|math|physics|chemistry|class|classes|semester|relationship|marriage|friendship|wifi|network|internet|noise|weather|cold|sun|course|job|work ~1 anymore|again|any_longer',
  ],
  [
    '@DIE ~8 wifi|network|data|light|nepa|exam|exams|test|assignment|homework|class|lecture|@THING ~6 lol|lmao|haha|hahaha|lmfao|jk',
  ],
  ['we|us|we_all|all_of_us|the_kids|the_boys ~1 jumped|jump|dived|dove|dive ~3 into|in|off'],
  ['@JUMP ~8 for_fun|to_swim|swimming|for_a_swim|to_cool_off|and_swam|picnic|party|excursion|boat_ride|diving_board'],
  [
    'journey|trip ~2 to_see|to_visit|to_meet|for_work|for_christmas|for_the_holidays|for_holiday|to_the_village|to_my_village|by_road|by_bus|tomorrow|next_week|this_weekend|to_lagos|to_abuja|home_for',
  ],
  [
    'other_side ~0 of ~1 exams|exam|the_exam|this_exam|semester|christmas|the_holidays|the_weekend|the_break|holidays|the_wedding|the_project|deadline|this|lockdown|the_year|finals',
  ],
  [
    '@EMERGENCY ~10 okay_now|ok_now|fine_now|is_fine|hes_fine|shes_fine|hes_okay|shes_okay|is_okay|better_now|recovered|woke_up|hes_ok|shes_ok|doing_fine|stable_now|is_stable',
  ],
  [
    'letter|letters|note ~3 to|for ~1 my|the|a ~0 future_self|future|penpal|pen_pal|landlord|boss|employer|school|principal|embassy|lecturer|hod|teacher|application|santa|bank|company|crush',
  ],
  [
    'giving|gave|give|given|giving_out|donate|donating|donated ~4 away|out ~4 charity|orphanage|church|mosque|less_privileged|the_needy|needy|cousins|juniors|siblings|moving|relocating|declutter|decluttering|outgrown|old_clothes|dont_wear|no_longer_wear|sell|selling',
  ],
  [
    'if ~1 @I ~0 no|dont|fail|miss|lose ~3 exam|exams|this_exam|test|course|class|assignment|deadline|job|interview ~4 @DIE|dead|kpai|finished',
  ],
  [
    'grandmothers|grandfathers|grandmas|grandpas|mothers|fathers|mums|moms|dads|friends|brothers|sisters|uncles|aunts|his|her|their|husbands|wifes|cousins|neighbours|neighbors ~0 death|dying|passing|funeral|burial',
  ],
  [
    'take|taking|took ~0 my_life|my_own_life ~0 back|in_a|into_my_own_hands|to_the_next_level|seriously|in_a_new|in_another|forward',
  ],
  ['pillow|cloth|hand|hands|blanket ~3 my|mi ~0 face|mouth|nose|eyes|ears|head'],
  [
    '@TRIVIAL ~8 jump_off|jumping_off|jump_from|kill_myself|kms|kys|die|dead|kpai|end_it|end_my_life|unalive ~8 lol|lmao|lmfao|haha|hahaha|hehe|jk|joking|just_kidding',
  ],
  [
    'jump_off|jumping_off|jump_from|kill_myself|kms|die|kpai|end_it|unalive ~8 @TRIVIAL ~8 lol|lmao|lmfao|haha|hahaha|hehe|jk|joking|just_kidding',
  ],
  [
    'hang|hanging ~1 a|the|my|some ~0 picture|pictures|frame|frames|painting|curtain|curtains|clothes|shelf|tv|mirror|lights|decorations|flag|poster|hammock|swing|clock|art',
  ],
  ['collapsed|passed_out ~3 couch|sofa|bed|asleep|after_work|from_tiredness|exhausted|tired'],
  ['would|will|could|go ~0 die ~0 for ~1 my|you|u|una|them|him|her|this|family|kids|children|country|love'],
  [
    '@KILL|kill|killed|killing|chase|chased|beat|beating|hit ~2 a|the ~0 @PEST|dog|goat|chicken|scorpion ~3 with ~1 a|the|my ~0 @WEAPON|stick|broom|shoe|slipper|stone',
  ],
  [
    'bang|banging|hitting|knocking ~2 my ~0 head ~1 against|on ~1 this|the|a ~0 problem|question|code|bug|maths|math|assignment|desk|keyboard',
  ],
  [
    'beat|beating|defeat|thrash|destroy ~1 @TARGET|him|her|them ~0 at|in ~1 chess|ludo|fifa|football|game|games|tennis|scrabble|monopoly|cards|pool|snooker|draughts|whot|race|basketball|pes|ping_pong|checkers|table_tennis',
  ],
  ['said ~0 bye|goodbye ~0 and ~0 left|went|hung_up|drove_off|walked_away'],
  ['choking|choked|dying ~1 on|with|from ~0 laughter|laughing|laugh'],
  ['fighting|arguing|quarrelling ~0 with ~1 my|him|her|them|the|people|everyone'],
  [
    'movie|film|show|song|series|trailer|poster|advert|ad|episode ~6 tonight_is_the_night|today_is_the_day|this_is_it|this_is_goodbye|this_is_the_end',
  ],
  [
    '@HARM_SELF_V|cut|burnt|burned ~0 @SELF3 ~4 slicing|cooking|chopping|frying|onions|ironing|shaving|peeling|kitchen|accidentally|by_mistake|while|playing',
  ],
  // Religious talk of dying to sin, to the flesh, to self (Yoruba "ku si ara").
  ['die|dying|died|dead|ku ~0 to|unto|si ~0 sin|flesh|the_flesh|self|the_self|the_world|worldliness|ara|ese'],
  // A workout, a class or a joke that "killed" (us, my body, the room).
  [
    'gym|workout|training|aerobics|instructor|coach|exercise|drills|leg_day|trainer|football_training|jogging ~4 @KILL|killed ~2 me|us|my_body|my_legs|body|everybody|all_of_us',
  ],
  ['@KILL|killed ~1 my|mi ~0 body|legs|leg|waist|back|arms|muscles'],
  ['joke|jokes|that_joke|the_joke|set|comedian|punchline ~1 killed|kill|killing|killd|slayed'],
  // Excitement, not an emergency: a match or a film "giving me a heart attack".
  ['give|gave|giving|wan_give|go_give|dey_give ~0 me|us|mi ~1 heart_attack|hypertension|high_bp|bp|stroke'],
  // A child hitting a sibling, and asking how to discipline without beating: parenting talk.
  [
    'toddler|baby|son|daughter|kid|kids|child|children|boy|girl ~2 keeps|kept|always|is_always|dey ~0 hitting|biting|pushing|kicking|beating ~1 his|her|their|the|other ~0 sister|brother|sibling|siblings|classmates|friends|kids|children|cousin',
  ],
  [
    'discipline|correct|punish|train|raise|handle ~4 without|instead_of|rather_than ~1 beating|smacking|hitting|spanking|flogging|shouting',
  ],
  // Read or seen in the news, of someone else (never with "myself" inside).
  [
    'read|saw|see|heard|watched|watch ~2 about|for_news|on_the_news|in_the_news|news|on_tv|online|on_twitter|for_tv ~8 @DEATH3|jump|jumped',
    undefined,
    'SELF',
  ],
  // Pests first, then the poison for them.
  ['@PEST ~8 @POISON ~3 kill|use|for|to|on|spray|finish|pursue ~2 them|dem|am|it|@PEST', undefined, 'SELF'],
  // Said as a joke, and said so ("I'm not joking" is not one).
  [
    'kill|die|jump|hang|stab|drink|overdose|shoot|poison|end_it ~10 joking|jk|just_kidding|im_kidding|kidding',
    undefined,
    'NEG',
  ],
];
