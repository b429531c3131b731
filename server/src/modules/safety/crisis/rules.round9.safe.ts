// Round 9 of #32: ordinary talk the blind set fresh8 showed flagged, set aside as concepts (never a
// copy of a line): a kill-threat over a small everyday thing (a charger, the plates, a report, being
// late); hiding from a parent or a landlord over a chore or a debt; a last message in a group before
// leaving it for school or exams, or a last message that "was just ok"; pills taken as the doctor
// said, or named by the illness they treat; a date picked for a wedding or an event; a pet that got
// into a poison or cut its paw; things given out before relocating; a burn or a cut at work by an
// engine, a stove or a tool; someone else's past attempt and their recovery; a death by illness or an
// accident ("na sickness kill am"); a knife sharpened for meat, a farm or a trade; a burial planned
// for a relative; a coin or a seed a child swallowed; goodbyes to a car, a phone, a city or a habit.
// Format: rules.round4.safe.ts's ROUND4_SAFE_SOURCES; the guard of context.guard.ts keeps any
// first-person crisis a few words around out of reach. Local words: author's knowledge, awaiting
// native-speaker review.
import { lexicon } from './engine.js';
import './rules.round8.safe.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** Small everyday things a threat is made over ("I'll kill him if he takes my charger again"). */
lexicon(
  'TRIVIAL9',
  words(
    'charger|my_charger|phone_charger|remote|the_remote|plates|dishes|the_plates|the_dishes|chores|homework|assignment|this_report|the_report|my_report|submit|deadline|late|lateness|come_home_late|home_late|curfew|jollof|my_food|my_meat|the_meat|my_chicken|last_piece|the_last_piece|my_suya|my_indomie|indomie|results|my_results|grades|my_grades|my_score|spoil|spoils|spoilt|spoiled|break_my|breaks_my|broke_my|dent|stain|stained|borrowed|borrow|borrows|wear_my|wore_my|wears_my|eat_my|ate_my|eats_my|chop_my|chopped_my|finish_my|finished_my|use_my|uses_my|used_my|takes_my|taking_my|took_my|take_my|my_clothes|my_shoes|my_perfume|my_makeup|my_hair|my_data|airtime|my_airtime|wifi|password|controller|ps5|fifa|my_game|my_laptop|my_room|mess|noise|snoring|scratch_my|forget|forgot|forgets|fail|failed|lol|lmao|haha|abeg_o|wash|washed|havent_washed|didnt_wash|not_washed|sweep|swept|iron|cook|cooked|dinner|breakfast|lunch|money_back|my_money|my_change|change|bill|light_bill|nepa_bill|spoil_my|spoiling_my|shipment|goods|delivery|order|orders|target|sales|account|accounts|stock|inventory|the_money|funds|no_land|doesnt_arrive|this_work|the_work|the_job|this_job|finishes_my|drinks_my|drank_my|milk|my_milk|snacks|my_snacks|bread|my_bread|noodles|broke|broken|broke_her|broke_his|lost_her|lost_his|her_phone|his_phone|phone|screen|cup|plate|vase|dress|her_dress|car|keys|blender|pot',
  ),
);
/** What turns a small quarrel into a danger (a partner, a weapon, a threat over leaving or telling). */
lexicon(
  'THREAT9_UNLESS',
  words(
    'husband|boyfriend|bf|partner|wife|girlfriend|ex|beat|beats|beating|beaten|hit|hits|slap|slaps|slapped|knife|gun|cutlass|machete|leave_him|leave_her|leave|leaving|police|report_him|report_her|tell_anyone|tell_anybody|divorce|blood|threatened|serious|literally|for_real|not_joking|locked|lock|choke|choked|strangle|strangled|scared|afraid|fear|dey_fear|marry|marriage|married|force|forced|forcing|auri|aure|aurar|duka|lu_mi|na_eti_m|kora|chupu',
  ),
);
/** Animals (English, Pidgin, Yoruba, Hausa, Igbo): a pet's poisoning is no person's crisis. */
lexicon(
  'ANIMAL9',
  words(
    'cat|cats|dog|dogs|puppy|puppies|kitten|kittens|goat|goats|chicken|chickens|fowl|fowls|hen|hens|pet|pets|cow|cows|ram|rams|sheep|rabbit|rabbits|parrot|bird|birds|tortoise|my_dog|my_cat|the_dog|the_cat|our_dog|our_cat|kare|kyanwa|mage|ologbo|aja|nkita|nwamba|ewure|akuya|awaki|kaza|adiye|okuko',
  ),
);
/** Recovered now (someone else's past attempt). */
lexicon(
  'RECOVERED9',
  words(
    'better_now|don_dey_better|dey_better|dey_better_now|is_better|is_doing_better|doing_better|doing_well|recovering|recovered|don_recover|dey_recover|okay_now|ok_now|fine_now|home_now|is_home|discharged|getting_help|in_therapy|stable|alive_and_well|survived|he_survived|she_survived|made_it|out_of_hospital|don_comot_hospital|comot_hospital|left_hospital|left_the_hospital|don_comot_hospital|back_to_school|back_at_work|much_better|she_is_fine|he_is_fine|shes_fine|hes_fine',
  ),
);
/** A natural death: an illness, old age or an accident. */
lexicon(
  'ILLNESS9',
  words(
    'sickness|illness|disease|cancer|covid|corona|malaria|accident|car_accident|road_accident|stroke|typhoid|old_age|diabetes|sugar|kidney|kidney_failure|heart_attack|hypertension|ulcer|hiv|aids|cholera|lassa|lassa_fever|fever|tb|tuberculosis|childbirth|complications|snake_bite|flood|fire|the_sickness|the_illness|the_accident|that_accident|that_sickness|high_blood_pressure|bp|asthma|pneumonia|hepatitis|liver|jaundice|sickle_cell|meningitis|ciwo|aisan|oria|ọria',
  ),
);
/** A flood, a fire or an exam that "killed many" (not a person). */
lexicon(
  'NATURE9',
  words(
    'tanker|exploded|bomb|bombing|building|collapsed|crashed|flood|floods|the_flood|flooding|earthquake|storm|rainstorm|windstorm|collapse|building_collapse|explosion|tanker_explosion|blast|fire|inferno|outbreak|epidemic|pandemic|drought|famine|heatwave|heat|crash|plane_crash|boat_accident|mudslide|landslide|exam|the_exam|test|quiz|physics|maths|math|chemistry|paper|that_exam|this_exam|jamb|waec|neco|that_test|the_test|that_paper|the_paper|lecture|the_lecturer|that_lecturer|assignment',
  ),
);
/** A trade, a farm or a feast where a knife is sharpened. */
lexicon(
  'TRADE9',
  words(
    'butcher|butchers|chef|cook|farmer|farm|farming|barber|meat_seller|meat|fishmonger|fish|hunter|hunting|carpenter|abattoir|kitchen|market|suya|suya_man|mai_nama|slaughter|slaughtering|ram|goat|cow|chicken|sallah|eid|eid_el_kabir|christmas_goat|customers|grass|bush|weeding|firewood|wood|yam|cassava|plantain|work_today|my_work|my_shop|my_stall|mahauci|alapata',
  ),
);
/** A thing that burns or cuts at work or at home (the writer's body its object, not its subject). */
lexicon(
  'TOOL9',
  words(
    'engine|exhaust|exhaust_pipe|radiator|stove|gas|pot|the_pot|oil|hot_oil|iron|the_iron|pressing_iron|steam|kettle|fire|sun|hot_water|machine|generator|gen|metal|nail|zinc|wire|grater|blender|fan|oven|welding|spark|sparks|torch|battery|acid|candle|charcoal|coal|soup|stew|tea|coffee|pan|frying_pan|tray|motor|okada|exhaust_of|the_exhaust|cutter|saw|machete_slipped|blade_slipped',
  ),
);
/** Things and stages of life said goodbye to. */
lexicon(
  'THING_BYE9',
  words(
    'car|phone|laptop|house|flat|apartment|hair|dreads|locs|beard|job|office|hostel|school|city|room|bike|shoes|twenties|youth|single_life|bachelorhood|teens|braces|wisdom_tooth|sugar|carbs|rice|bread|junk_food|soda|social_media|twitter|instagram|tiktok|old_phone|landlord|lagos|abuja|kano|enugu|ibadan|campus|uni|university|secondary_school|boarding_school|workplace|company|team|estate|compound|neighbourhood|neighborhood|area|street|village|country|holiday|vacation|summer|december|year|weekend|exam_season|fees|debt|bad_habits|smoking|alcohol|drinking|weave|wig|nails|car_keys|old_car|old_laptop|old_house',
  ),
);
/** A small thing a child swallowed (a coin or a seed, not a battery or a poison). */
lexicon(
  'SMALL_THING9',
  words(
    'coin|seed|bone|fishbone|fish_bone|chewing_gum|gum|sweet|candy|marble|button|bead|tooth|orange_seed|seeds|pebble|stone|grape|groundnut|bean|beans|corn',
  ),
);

/** Food good enough to "kill myself for" (an overeating idiom). */
lexicon(
  'FOOD9',
  words(
    'food|jollof|jollof_rice|rice|fried_rice|suya|amala|pounded_yam|eba|chicken|meat|shawarma|pizza|cake|small_chops|pepper_soup|nkwobi|isi_ewu|puff_puff|asun|boli|akara|moi_moi|ofada|abacha|dodo|this_food|the_food|indomie|bole|chin_chin',
  ),
);

/** Idioms (rules.ts SAFE_SOURCES' format: only an always-protected span stops them). */
export const ROUND9_IDIOM_SOURCES: readonly [string, string?, string?][] = [
  ['kill_myself|kil_myself ~0 for|with ~1 @FOOD9', undefined, 'NOW8'],
  ['@FOOD9 ~6 sweet_die|sweet|too_sweet|dey_sweet ~8 kill_myself ~0 with|for ~0 am|it', undefined, 'NOW8'],
];

/** A film, a series, a book or a song (what happens in it is not the writer's). */
lexicon(
  'MEDIA9',
  words(
    'movie|film|series|show|episode|season|the_ending|scene|book|novel|character|13_reasons_why|netflix|nollywood|documentary|song|lyrics|album|rapper|singer|drama|play|anime|manga|comic|plot|finale|trailer|kdrama|k_drama|telenovela|tv_show|cartoon',
  ),
);
/** What makes a report about someone else an emergency now, or a worry about them a danger. */
lexicon(
  'SOMEONE9_UNLESS',
  words(
    'just|right_now|now|bleeding|dying|help|please|ambulance|not_breathing|unconscious|here|outside|come_quick|hurry|giving_away|gave_away|pills|rope|tonight|goodbye|note|knife|not_eating|hurt_herself|hurt_himself|cutting|locked|sniper|poison',
  ),
);
/** [rule, not after, not with (default OWN_NOW), scope]: ROUND4_SAFE_SOURCES' format. */
export const ROUND9_SAFE_SOURCES: readonly [string, string?, string?, ('message' | 'across')?][] = [
  // A kill-threat over a small everyday thing; hiding from a parent or a landlord over a chore.
  [
    'kill|kil|murder|strangle|finish|deal_with|skin ~0 me|him|her|you|u|am|them|dem|mi ~8 if|when|cos|because|for|cause ~8 @TRIVIAL9',
    undefined,
    'THREAT9_UNLESS',
  ],
  ['@TRIVIAL9 ~10 kill|kil|murder|strangle|skin ~0 him|her|you|u|am|them|dem', undefined, 'THREAT9_UNLESS'],
  [
    'oga|boss|my_oga|my_boss|manager|mum|mom|mama|mother|dad|papa|father|teacher|lecturer|sister|brother|aunty|uncle|coach|landlord ~3 will|go|go_just|wan|would|gonna ~1 kill|kil|finish|skin ~0 me|mi ~6 if|when|cos|because ~8 @TRIVIAL9|report|work|exam|test|school|class|submit|assignment',
    undefined,
    'THREAT9_UNLESS',
  ],
  [
    'hiding|hide|hid|dey_hide ~4 from ~1 my|the|our? ~0 mum|mom|mother|mama|dad|papa|father|sister|brother|landlord|teacher|boss|oga|creditor|crush|aunty|uncle|siblings|lecturer|coach ~10 @TRIVIAL9|because_i_havent|because_i_didnt|cos_i_havent|cos_i_didnt|cos_i_owe|because_i_owe|owe|owing|rent|debt|money|fees',
    undefined,
    'THREAT9_UNLESS',
  ],
  // A last message in a group before leaving it; a last message that "was just ok".
  [
    'last|final ~0 message|post|text|mesage ~2 in|for|on|to ~1 this|the|dis ~0 group|chat|gc|group_chat|page|platform|forum|class|channel|whatsapp_group|family_group|class_group|app ~10 leaving|leave|dey_leave|comot|dey_comot|exit|exiting|focus|exams|exam|school|data|busy|relocating|because|cos|break',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  ['my ~0 last|final ~0 message|mesage|text|words|reply|dm|post ~4 was|were', undefined, 'FINAL_AFTER_ALL'],
  // A parent's threat over a chore in Igbo, Yoruba and Hausa ("my mother will kill me if...").
  [
    'nne_m|nna_m|mama_m|papa_m|mama_mi|baba_mi|iya_mi|mummy_mi|mahaifiyata|mahaifina|babana|mamana|uwata|ubana ~2 ga_egbu_m|ga_egbu|ma_pa_mi|maa_pa_mi|yio_pa_mi|yoo_pa_mi|za_ta_kashe_ni|zai_kashe_ni|za_su_kashe_ni ~6 ma|if|ti|tí|idan|in|muddin',
    undefined,
    'THREAT9_UNLESS',
  ],
  // Pills taken as the doctor said, or named by the illness they treat.
  [
    '@CONSUME|took|take|taking|swallow|swallowed|use ~4 @DRUGS|pills|tablets|meds|medicine|drugs ~8 like|as|wey|just_as|the_way|according_to ~2 doctor|nurse|pharmacist|chemist|prescription|prescribed|doc ~2 said|told|prescribed|advised|recommended|ordered|ask|asked|instructed|say|@EDGE',
    undefined,
    'NOW8',
  ],
  [
    '@CONSUME|took|take|taking|swallow|swallowed|use ~2 my|the|our ~0 malaria|bp|blood_pressure|hypertension|diabetes|sugar|ulcer|typhoid|asthma|hiv|arv|arvs|antibiotics|antibiotic|morning|night|daily|evening|prescribed|cough|fever|pain|period|iron|vitamin|vitamins|sickle_cell|seizure|epilepsy|heart ~0 drugs|pills|tablets|medicine|meds|dose|drug|tabs',
    undefined,
    'NOW8',
  ],
  // A date picked for a wedding or an event.
  [
    'picked|chosen|chose|decided_on|fixed|set|choose|pick ~2 the|a|our ~0 date|day ~3 for|of ~1 my|our|the|his|her ~0 wedding|party|birthday|introduction|engagement|exam|defence|defense|trip|move|interview|meeting|surgery|burial|naming|traditional|launch|event|appointment|graduation|convocation|housewarming|dedication|thanksgiving|reunion|shoot',
    undefined,
    'NOW8',
  ],
  [
    'date|day ~3 for|of ~1 my|our|the ~0 wedding|party|birthday|introduction|engagement|graduation|housewarming ~8 picked|chosen|fixed|set',
    undefined,
    'NOW8',
  ],
  // A pet that got into a poison or cut its paw.
  [
    '@ANIMAL9 ~6 ate|eat|got_into|licked|drank|drink|swallowed|chewed|eaten|chop|don_chop|don_eat|eat_am|eaten_some|got_hold_of|found ~3 @POISON|rat_poison|poison|sniper|otapiapia|@DRUGS|pills|tablets|bleach|chocolate|gubar_bera|maganin_bera|ogwu_oke|oogun_eku',
    undefined,
    undefined,
    'message',
  ],
  [
    '@ANIMAL9 ~4 cut|cuts|injured|hurt|bleeding|wounded|broke|broken ~2 its|his|her|their|him|the ~0 paw|paws|leg|legs|foot|tail|ear|neck|wing',
    undefined,
    'NOW7',
  ],
  // Things given out before relocating.
  [
    'giving|give|gave|giving_out|give_out|given|selling|sell|sold|dash|dashing|packing|pack|giving_away|share|sharing|shared ~1 out|away? ~1 my|all_my|some_of_my ~0 things|property|belongings|stuff|clothes|properties|furniture|books|shoes|gadgets|items ~10 relocate|relocating|moving|move|japa|dey_relocate|dey_japa|travel|travelling|@TRIP6|abroad|canada|uk|us|usa|america|london|new_house|new_place|hostel|new_city|new_job|masters|studies',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  // A burn or a cut at work or at home by a tool; a trade.
  [
    '@TOOL9 ~1 burn|burnt|burned|cut|scratched|scratch|bit|injure|injured|wound|wounded|pepper ~0 my|me|mi ~1 @BODY|finger|fingers|palm|hand|leg|thumb',
    undefined,
    'NOW8',
  ],
  [
    'mechanic|welder|vulcanizer|cook|chef|butcher|carpenter|farmer|nurse|barber|tailor|bricklayer|electrician|plumber|panel_beater|mason|cleaner|baker ~12 burn|burnt|burned|cut|injured ~1 my|mi ~0 @BODY|finger|fingers|palm|hand|leg|thumb',
    undefined,
    undefined,
    'across',
  ],
  // Someone else's past attempt and their recovery; a death by illness, old age or an accident.
  [
    'tried|try|wey_try|attempted|attempt|tried_to ~1 to? ~0 kill|end|take ~0 herself|himself|imself|hersef|himsef|her_life|his_life|themselves|their_life|suicide|her_own_life|his_own_life ~12 @RECOVERED9',
    undefined,
    'NOW7',
    'across',
  ],
  [
    '@ILLNESS9 ~2 kill|killed|kil|carry|carried|took|take ~0 am|him|her|them|dem|my|his|our|their|the',
    undefined,
    'NOW7',
  ],
  // A knife sharpened for a trade, a farm or a feast.
  [
    '@TRADE9 ~10 sharpening|sharpen|sharpened|sharp|dey_sharpen ~2 my|the|a|our? ~0 knife|knives|cutlass|machete|blade|axe|wuka|adda|obe|ada|mma',
    undefined,
    'DANGER8_UNLESS',
    'across',
  ],
  [
    'sharpening|sharpen|sharpened|dey_sharpen ~2 my|the|a|our? ~0 knife|knives|cutlass|machete|blade|axe|wuka|adda ~10 @TRADE9',
    undefined,
    'DANGER8_UNLESS',
  ],
  // Round 9, half B: many killed by a flood, an illness or an exam (not by a person); an animal
  // slaughtered for a feast; "we killed them" in a match; a sibling or a friend "following me";
  // pests that "don finish me"; a last day at work with goodbyes; a rat poison bought for the rats
  // (Yoruba, Igbo, Hausa); a thing on its last breath; an event planned; a voice that says "buy
  // shawarma"; someone else's pills mixed up, now fine.
  [
    '@ILLNESS9|@NATURE9 ~6 kill|killed|kil|don_kill|has_killed|have_killed|killing ~1 many|plenty|several|hundreds|dozens|everyone|everybody|people|all_of_us|us_all|the_whole|them|dem|us|@NUMBER',
    undefined,
    'NOW7',
  ],
  [
    'kill|kil|killed|slaughter|slaughtered|slaughtering|egbu|gbu|pa|kashe|yanka|yanke|sacrifice ~2 the|a|our|my|one? ~0 @ANIMAL9|turkey|okuko|ewu|ehi|aturu|ewure|aguntan|akuko|rago|sa|saniya|akuya|ragon_layya',
    undefined,
    'NOW7',
  ],
  [
    'beat|beaten|won|win|defeated|thrashed|scored|score|goals|goal|match|game|@SPORT8 ~10 we|una|they|dem? ~0 kill|killed|kil|finish|finished|destroyed|scatter|bury|buried ~0 dem|them|am|una|us',
    undefined,
    'NOW7',
    'across',
  ],
  [
    'brother|sister|junior_brother|younger_brother|little_brother|little_sister|friend|son|daughter|child|kid|kids|baby|toddler|nephew|niece|cousin|padi|@ANIMAL9 ~4 following|follow|folow|dey_follow|follows ~1 me ~0 everywhere|go|to|around|about|up_and_down ~10 annoying|disturb|dey_disturb|cute|like_a_shadow|lol|abeg|wahala|tire|tired|@EDGE',
    undefined,
    'THREAT9_UNLESS',
  ],
  [
    'follow|folow|dey_follow|followed ~0 me ~0 go ~2 market|school|church|mosque|shop|work|house|party|hospital|village|office|salon',
    undefined,
    'THREAT9_UNLESS',
  ],
  [
    '@PESTS|@PEST6|bedbugs|bedbug|mosquitoes|mosquito|rats|cockroaches|ants|lice|flies|termites ~10 they|dem|e ~0 don|dey|go|wan|will ~0 finish|kill|kil|chop|eat ~0 me|us',
    undefined,
    'NOW7',
    'across',
  ],
  [
    'last_day|last_days|final_day|last_week ~2 at|in|for|of ~1 my|the|this ~0 job|work|office|company|school|hostel|campus|place|firm|bank|branch|nysc|service|internship ~12 @FAREWELL',
    undefined,
    'FINAL_AFTER_ALL',
    'across',
  ],
  [
    'japa|relocating|relocate|moving|travelling|leaving_for|here_i_come|new_job|last_day|uk|canada|abroad ~20 @FAREWELL ~1 @FAREWELL? ~1 all|una|everyone|everybody|guys|yall|you_all|all_of_you|una_all|friends|family',
    undefined,
    'FINAL_AFTER_ALL',
    'across',
  ],
  [
    'eku|oke|bera|beraye|rat|rats|rodents|mice|okpa ~10 @CONSUME|ra|azuta|zuta|saya|siya|buy|get ~1 @POISON|ogun_eku|ogwu_oke|gubar_bera|maganin_bera|rat_poison',
    undefined,
    undefined,
    'across',
  ],
  [
    'phone|battery|laptop|car|generator|gen|fridge|tv|shoes|charger|bike|engine|tyre|tire|wallet|account|data|router|fan|torchlight|pen|keke ~4 last_breath|last_legs|dying|about_to_die|don_die|wan_die|is_dead|died|gone',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    'getting_married|wedding|marriage|introduction|engagement|party|birthday|owambe|naming|graduation ~12 plan|planning|arrange|arranging|organize|organise|organizing|organising ~0 everything|it|the|all',
    undefined,
    'NOW7',
    'across',
  ],
  [
    'voices|voice|the_voices|the_voice|voices_for_my_head|voice_for_my_head|voices_in_my_head|voice_in_my_head ~6 @COMMAND? ~4 make_i|i_should|to|me_to ~0 buy|eat|chop|sleep|rest|dance|sing|watch|order|shop|cook|travel|text|call|study|read|go_buy',
    undefined,
    'NOW7',
  ],
  [
    'mixed_up|mix_up|mixed|double|twice|extra_dose|wrong|double_dose ~6 @DRUGS|pills|tablets|meds|dose|medicine ~14 shes_fine|hes_fine|she_is_fine|he_is_fine|seems_fine|is_fine|is_okay|looks_fine|is_ok|call_the_doctor|should_i_call',
    undefined,
    'PROF_UNLESS',
    'across',
  ],
  [
    '@DRUGS|pills|tablets|meds ~3 twice|by_mistake|mixed_up|double ~14 shes_fine|hes_fine|she_is_fine|he_is_fine|seems_fine|is_fine|is_okay|looks_fine|is_ok|call_the_doctor|should_i_call',
    undefined,
    'PROF_UNLESS',
    'across',
  ],
  // A farewell letter in a book or a film.
  [
    'novel|book|story|film|movie|series|play|poem|song|character|episode|drama|chapter|nollywood|the_hero|the_heroine ~14 goodbye_letter|suicide_note|farewell_letter|goodbye_note|last_letter|goodbye_message',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  // Round 9, tuning lines: a death reported by hearsay with sadness; an attack on someone told as news;
  // a scene of a film; a survivor told by a professional; a relative who "says she wants to die" when
  // angry; done with a semester.
  [
    'dem_say|they_said|they_say|people_say|i_heard|heard|news|reported|apparently ~4 man|woman|boy|girl|guy|person|student|lady|pikin|neighbour|neighbor ~3 hang|hanged|killed|kil|drank|jumped|stabbed|shot|drowned ~14 sad|sad_me|e_sad_me|pain_me|so_sad|heartbreaking|may_god|rip|chai|the_school|must_do|government|police|again|this_country',
    undefined,
    'SOMEONE9_UNLESS',
    'across',
  ],
  [
    'another|a|one ~0 student|man|woman|boy|girl|person|lady|guy|trader|driver|corper|pastor ~2 was|got|has_been ~0 stabbed|shot|killed|kidnapped|attacked|robbed|beaten|murdered ~14 must|should|government|school|police|again|this_country|news|yesterday|last_week|sad|rip|security',
    undefined,
    'SOMEONE9_UNLESS',
    'across',
  ],
  [
    '@MEDIA9 ~14 cuts|cut|cutting|hangs|hanged|jumps|jumped|overdoses|overdosed|kills|killed|shoots|shot|stabs|dies|died|wants_to_die|want_to_die ~2 her|his|herself|himself|themselves|wrists|@EDGE',
    undefined,
    'NOW7',
  ],
  [
    'who|wey|that ~0 jumped|drank|overdosed|hanged|tried|attempted|took ~12 @RECOVERED9',
    undefined,
    'SOMEONE9_UNLESS',
    'across',
  ],
  [
    'keeps_saying|always_says|always_saying|keep_saying|dey_always_talk|dey_talk|says ~2 she|he|they|e ~0 wants_to_die|want_to_die|wan_die ~4 when ~2 angry|vexed|upset|annoyed|frustrated|she_is_angry|shes_angry|hes_angry|he_is_angry',
    undefined,
    'SOMEONE9_UNLESS',
  ],
  [
    'keeps_saying|always_says|always_saying|keep_saying|dey_always_talk|says ~2 she|he|they|e ~0 wants_to_die|want_to_die|wan_die ~12 is_that_normal|is_it_normal|for_old_people|just_drama|for_attention',
    undefined,
    'SOMEONE9_UNLESS',
    'across',
  ],
  [
    'so_done|done|im_done|i_am_done|tired ~2 with ~1 this|the|my ~0 semester|school|exams|course|term|session|job|week|month|year|project|thesis|traffic|rain ~8 cant_wait|wait_for_it_to_end|for_it_to_end|to_end|holiday|break|vacation',
    undefined,
    'NOW7',
  ],
  // A burial planned for a relative.
  [
    'planning|plan|preparing|prepare|arranging|organizing|organising|sorting|fixing|planned ~1 the|her|his|their|grandmas|mums|dads|grandpas|for_the|our ~0 burial|funeral|wake|send_off|sendoff|memorial|interment|service|obsequies|final_rites',
    undefined,
    'NOW8',
  ],
  // A coin or a seed a child swallowed.
  [
    'swallowed|swallow|swallows|swalowed|swalow|swallowing ~2 a|the|small|some|one ~1 small? ~0 @SMALL_THING9',
    undefined,
    'NOW7',
  ],
  // Goodbyes to a car, a phone, a city or a habit.
  [
    'goodbyes|goodbye|bye|farewell|bye_bye|adieu ~2 to ~1 my|our|the|this|that|all_my ~0 old|dear|beloved|lovely|first? ~0 @THING_BYE9',
    undefined,
    'FINAL_AFTER_ALL',
  ],
];
