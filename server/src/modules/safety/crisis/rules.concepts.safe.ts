// Round 3 of #32: the ordinary talk the second blind corpus (fresh2.jsonl, studied after its one blind
// run) and the round-3 tuning lines showed flagged, set aside as concepts in every language at once,
// never as a copy of a line (format: rules.ts's SAFE_SOURCES; the crisis concepts are in
// rules.concepts.ts). Local words: author's knowledge, awaiting native-speaker review
// (lexicon.local.ts's AUTHOR) unless a source is named.
import { lexicon } from './engine.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

lexicon(
  'TEAM',
  words(
    'arsenal|chelsea|liverpool|man_u|man_united|manchester_united|man_city|madrid|real_madrid|barca|barcelona|tottenham|spurs|super_eagles|eagles|my_team|this_team|the_team|our_team|this_match|this_game|the_match|the_game|var|the_referee|referee|this_club|my_club',
  ),
);
lexicon(
  'KILL_ME_ANY',
  words('kill_me|killing_me|egbu_m|ga_egbu_m|na_egbu_m|kashe_ni|zai_kashe_ni|pa_mi|maa_pa_mi|finish_me|kpai_me'),
);
lexicon(
  'KITCHEN_MORE',
  words(
    'leaf|leaves|vegetable|vegetables|ugu|ugwu|okra|okro|ewedu|efo|bitter_leaf|bitterleaf|cassava|yam|meat|fish|onion|onions|tomato|tomatoes|pepper|carrot|carrots|while_cutting|while_chopping|while_peeling|peeling|slicing|chopping|kitchen_knife|the_knife_slipped|knife_slipped',
  ),
);
lexicon(
  'FUMIGATE',
  words('fumigate|fumigated|fumigating|fumigation|fumigator|fumigators|exterminator|exterminators|pest_control'),
);
lexicon(
  'FOOD_CRAVE',
  words(
    'jollof|food|suya|shawarma|pizza|rice|amala|pounded_yam|eba|cold_drink|coke|sleep|nap|a_plate|plate|chicken|meat|indomie|bread|akara|puff_puff|small_chops|pepper_soup|ice_cream',
  ),
);
/** A small mishap of my own, for which someone at home "will kill me". */
lexicon(
  'MISHAP',
  words(
    'i_burnt|i_burned|i_broke|i_spoilt|i_spoiled|i_spilled|i_spilt|i_lost|i_forgot|i_failed|i_crashed|i_scratched|i_dented|i_missed|i_wasted|i_finished|i_ate|i_used|i_flopped|i_tore|i_stained|i_don_burn|i_don_spoil|i_don_lose|i_don_break',
  ),
);
lexicon(
  'HOME_BOSS',
  words(
    'my_mum|my_mom|my_mother|my_dad|my_father|my_parents|mum|mom|mama|papa|dad|my_wife|my_husband|my_oga|my_boss|my_madam|my_landlord|my_aunty|my_uncle|my_sister|my_brother|my_elder_sister|my_elder_brother',
  ),
);
/** The member's own wish in a sentence about a film or a song ("this film made me want to die"). */
lexicon(
  'WANT_ME',
  words(
    'make_me|made_me|makes_me|want_to|wanna|i_want|i_wan|i_will|ill|im_going|gonna|myself|me_too|i_also|i_feel|i_felt|like_me|im_ready|i_am_ready|ready_to_die',
  ),
);
/** What makes advice-seeking urgent after all. */
lexicon(
  'URGENT',
  words(
    'right_now|tonight|is_bleeding|bleeding|took|swallowed|drank|wont_wake|not_breathing|on_the_roof|bridge|rope|pills|hurry|emergency|please_help|help_me|goodbye|locked',
  ),
);
/** A negation's reach ends at these ("the voices won't stop until I hurt myself"). */
lexicon('CLAUSE_BREAK', words('until|till|unless|but|because|cause|so|then|and_then|before'));
/** Sleep and waking: a passive wish told with a laugh is still one ("fall asleep and not wake up lol"). */
lexicon('SLEEP_WAKE', words('sleep|asleep|wake|wake_up|woke|waking'));

export const CONCEPT_SAFE_SOURCES: readonly [string, string?, string?][] = [
  // "No thoughts of self-harm": a denial, unless the member doubts it ("I can't promise").
  [
    'no|not|never|nor|without|zero|any ~0 thoughts|thought|urge|urges|plans|plan|intention ~0 of|about|to ~0 self_harm*|selfharm*|cutting|hurting_myself|harming_myself|suicide|dying|killing_myself|ending_it|ending_my_life',
    'DOUBT',
  ],
  // A line of a song or a film quoted.
  ['@DEATH3 ~10 song|lyric|lyrics|chorus|hook|line_from|film|movie ~0 @EDGE|lol|by|from'],
  // A football team, a match or a referee "killing me".
  ['@TEAM ~3 @KILL_ME_ANY|want_to_kill_me|wan_kill_me|go_kill_me|will_kill_me|ga_egbu_m'],
  // Food cravings: "I fit kill person for jollof".
  ['fit|could|can|will|go|would ~0 kill|kpai|murder|fight ~1 person|somebody|someone|anybody|for ~1 @FOOD_CRAVE'],
  ['kill|kpai|murder ~0 person|somebody|someone|anybody ~0 for ~1 @FOOD_CRAVE'],
  // A mishap of mine, and someone at home who "will kill me" for it (in the five languages).
  [
    '@MISHAP ~8 @HOME_BOSS|nne_m|nna_m|iya_mi|baba_mi|mahaifiyata|mahaifina ~2 is_going_to|going_to|will|gonna|go|wan|ga|go_just ~1 kill|egbu|pa|kashe|finish ~0 me|m|mi|ni',
  ],
  [
    'nne_m|nna_m|mama_m|papa_m|iya_mi|baba_mi|mahaifiyata|mahaifina ~1 ga_egbu_m|ga-egbu_m|maa_pa_mi|zai_kashe_ni|za_ta_kashe_ni ~2 ma|if|ti|idan ~6 ule|result|results|nsonaazu|idanwo|jarrabawa|exam|grades',
  ],
  // Fumigation and cleaning with a chemical.
  ['@FUMIGATE ~10 @POISON'],
  ['@POISON ~10 @FUMIGATE'],
  [
    '@POISON ~4 wash|washed|washing|clean|cleaned|cleaning|scrub|scrubbed|disinfect|disinfected|mop|mopped|soak|soaked|bleach|bleached ~1 my|the|our|his|her|their|it|am|white|whites|uniform|clothes|toilet|floor|bathroom|sink|tiles|kitchen',
  ],
  // Cooking accidents with the vegetables and words of a Nigerian kitchen.
  ['@CUT_V ~2 my|mi ~0 @BODY ~8 @KITCHEN_MORE'],
  ['@KITCHEN_MORE ~6 @CUT_V ~1 my|mi ~0 @BODY'],
  // Media: a song's lyric, a horror film's plot, a game character; a sermon about Judas.
  ['lyric|lyrics|song|songs|hook|chorus|verse ~0 is|was ~3 good|nice|beautiful|sad|deep|catchy|fire|banger'],
  [
    '@MEDIA|horror|lyric|my_character|the_character|avatar ~10 @DEATH3|jump|jumped|jumps|jumping|hanging|hanged|fell|falls',
    undefined,
    'WANT_ME',
  ],
  ['@TEAM ~8 heart_attack|hypertension|high_bp|bp|stroke'],
  // "If I have to hear that song one more time I'll jump out the window lol": exasperation.
  [
    'if_i_have_to|one_more_time|if_i_hear|if_i_see|if_i_get ~10 jump|die|kill_myself|scream|throw_myself ~8 lol|lmao|haha|hahaha|lmfao|lool',
  ],
  // A game's character or level (Zelda, Minecraft...).
  [
    '@DEATH3|jump|jumped|jumping|fell ~8 in_zelda|in_the_game|in_game|in_minecraft|in_gta|in_fortnite|zelda|minecraft|mario|sims|elden_ring|skyrim|level|shrine|checkpoint|respawn|respawned',
    undefined,
    'WANT_ME',
  ],
  // Psalm 118:17 and church talk ("we shall not die but live").
  ['shall|will ~0 not ~0 die ~0 but ~0 live'],
  ['die|dying|dead ~6 declare|works_of_the_lord|in_jesus_name|amen|hallelujah'],
  // A phone "kidnapped", an office "locked in" till late, a gate locked by mistake.
  [
    'kidnap|kidnapped|kidnapping|kidnaps ~1 my|your|his|her|the|our ~0 phone|laptop|remote|charger|food|plate|snacks|cat|dog|pen|book|heart|seat|jacket|bag|headphones|earpiece|wifi|keys|car|console|ps5|crush',
  ],
  [
    'locked|lock|stuck ~1 in|inside|me_in|us_in|myself_in ~2 the_office|office|the_lab|lab|library|the_library|at_work|the_studio|the_bank|the_meeting ~6 till|until|doing|working|audit|work|overtime|deadline|to_work|to_finish',
  ],
  ['locked|lock|locking ~3 by_mistake|mistakenly|accidentally|by_accident'],
  ['locked|lock|locking ~0 myself|me|us|him|her ~0 out'],
  // Everyday things that "want me dead".
  ['@THING|@TRIVIAL ~2 wants|want|wan|dey_find ~0 me|mi ~0 dead|to_die|die'],
  // Warning signs in someone else (never "signs that I'm suicidal").
  [
    'warning_signs|signs|signs_that|symptoms|how_to_tell ~6 self_harm*|selfharm*|@SUICIDE|cutting|suicidal',
    undefined,
    'FIRST',
  ],
  // Switching off: Yoruba "pa ina" (the light), Hausa "kashe wuta / waya" (the light / the phone).
  [
    'pa|pa_a|kashe|kashe_ta ~0 ina|ino|ero|redio|tv|foonu|fan|ina_mona|wuta|fitila|waya|talabijin|rediyo|janareta|injin',
  ],
  // God taking us home or to our destination (Yoruba "Olorun a mu wa de ibi ti a n lo").
  [
    'olorun|oluwa|god|lord|allah|chineke|chukwu ~3 mu_wa|mu_mi|take_us|take_me|kai_mu|kai_ni|edu_anyi|edu_m ~0 de|reach|to ~1 ibi|where|gida_lafiya|gida|home_safely|our_destination|my_destination|ibi_ti',
  ],
  // "I never wanted to" in Hausa, Yoruba, Igbo.
  [
    'ban_taba|bantaba|ban_taba_son|ba_zan_taba|mi_o_fe|mi_o_ni|achoghi_m|achoghi|agaghi_m|mi_o_fe_pa ~2 @SUICIDE_LOCAL|@DIE_LOCAL|in_mutu|kashe_kaina|pa_ara_mi|igbu_onwe_m|ku',
    'DOUBT',
  ],
  // An insecticide bought for a room, a house, a store or a farm.
  [
    'oogun_kokoro|ogwu_ahuhu|maganin_kwari|maganin_sauro|maganin_kyankyaso|insecticide|insect_killer|mosquito_spray|raid|baygon|mortein ~2 for|fun|maka|don|domin|a ~2 room|rooms|house|store|farm|kitchen|compound|shop|yara|ile|ulo|daki|gida|dakina|gidana|shago|gona|ugbo|yard|garden',
  ],
  // A local act word told in a kitchen (Igbo "egbutu ugu", cutting vegetables).
  [
    '@ACT_LOCAL ~8 @KITCHEN_MORE|egbutu|na_egbutu|mgbe_m_na_esi|esi_nri|albasa|alubosa|nigba_ti_mo_n_se|lokacin_da_nake',
  ],
  // Advice about supporting someone, asked without urgency ("my cousin self-harms, how do I talk to her").
  [
    '@SUICIDE|suicidal|self_harm*|selfharm*|self_harms|wants_to_die|wan_die|cuts_herself|cuts_himself|talks_about_dying ~12 how_can_i|how_do_i|how_should_i|what_should_i|what_can_i|how_i_go|wetin_i_go ~0 support|help|talk_to|approach|say|comfort|do_to_help|bring_it_up|encourage|be_there',
    undefined,
    'URGENT',
  ],
  [
    'what_should_i|what_do_i|what_can_i|how_do_i|how_should_i|how_can_i ~0 say|tell|talk ~0 to? ~6 who|wey|that ~1 says|said|talks|keeps_saying|dey_talk ~2 @SUICIDE|suicidal|wants_to_die|want_to_die|wan_die|self_harm*|wants_to_kill|about_dying',
    undefined,
    'URGENT',
  ],
  // A question about self-harm or suicide in general ("is self-harm a sign of depression?").
  [
    'is|are|can|does ~0 self_harm*|selfharm*|suicidal_thoughts|suicidal_ideation|suicide|cutting ~0 a|an|always? ~0 sign|symptom|form|type|kind|mental_illness|disorder|normal|common|addictive|hereditary|genetic|linked',
  ],
  // Which insecticide is stronger for a pest (a comparison asked).
  [
    'which|what ~0 is|one|insecticide|poison|brand|chemical ~3 stronger|better|best|works|effective|good ~3 for|against ~1 @PEST',
  ],
  // Cold, laughter, work or noise "killing me" in Yoruba, Hausa and Igbo.
  [
    'otutu|oorun|ojo|ariwo|ise_yi|ile_iwe|idanwo|erin|ochi|ochi_a|agu|oyi|dariya|sanyi|zafi|aiki|hayaniya|ike_gwuru|ura ~3 fe_pa_mi|n_pa_mi|pa_mi|na_egbu_m|na-egbu_m|egbu_m|ga_egbu_m|kashe_ni|zai_kashe_ni|tana_kashe_ni|yana_kashe_ni|ta_kusa_kashe_ni|kusa_kashe_ni',
  ],
  // News and research.
  [
    'arrested|arraigned|convicted|sentenced|charged|jailed|remanded ~1 for|over ~0 beating|killing|stabbing|assaulting|kidnapping|raping|poisoning|murdering|abusing',
  ],
  [
    'percentage|percent|how_many_people|prevalence|figures|statistics|data|study|studies|survey|proportion ~4 @SUICIDE|self_harm*|overdoses|attempts',
  ],
  [
    'project|thesis|essay|research|assignment|dissertation|seminar|coursework|term_paper ~12 @SUICIDE|self_harm*|overdose|overdoses|attempts|poisoning',
    undefined,
    'SELF',
  ],
  // "Hot enough to kill a man": a figure of speech.
  ['enough ~0 to ~0 kill|wake|raise ~0 a_man|someone|a_person|person|an_elephant|a_horse|the_dead|a_cow'],
  // A little bleeding, or bleeding the nurses call normal.
  ['bleeding|bleed|bled ~0 a_bit|a_little|small|slightly|lightly|small_small|a_tiny_bit'],
  [
    '@EMERGENCY ~8 nurses_say|nurse_says|doctor_says|doctors_say|its_normal|is_normal|they_said_its_normal|nurse_said|doctor_said',
  ],
  // Done for the day, not for good.
  [
    'im_done|i_am_done|done ~0 for_today|for_the_day|for_tonight|for_now|with_work|with_my_work|with_my_exams|with_my_assignment|with_this_assignment|with_the_assignment|with_this_work|here_for_today|eating|cooking|studying',
  ],
  // Mixing cleaning products, asked.
  ['safe_to|is_it_safe_to|can_i|should_i|how_to ~0 mix|use|combine ~2 @POISON'],
  ['my_character|the_character|my_avatar|my_player ~8 @DEATH3|jump|cliff|die|dying|keep_dying'],
  // Another person's death told in the past ("a student who died by suicide"), never with "I".
  [
    'who|that|wey ~0 died|committed|killed|took|hanged|jumped ~3 suicide|by_suicide|himself|herself|themselves|his_own_life|her_own_life|own_life|imsef|hersef',
    undefined,
    'FIRST',
  ],
  // Asking why people do it, studying or treating it.
  [
    'why ~0 do|does|are|would|is|dey ~4 people|youths|students|men|women|teenagers|teens|nigerians|celebrities|someone|somebody|a_person|young_people|so_many ~3 @SUICIDE|kill_themselves|kill_himself|kill_herself|self_harm*|cut_themselves',
  ],
  [
    'why ~0 do|does|are|would|is|dey ~4 people|youths|students|men|women|teenagers|teens|nigerians|celebrities|someone|somebody|a_person|young_people|so_many ~1 commit|attempt|die_by|try ~0 @SUICIDE',
  ],
  ['overdose|overdosed|overdosing|od|@DRUGS|@POISON ~3 patient|patients|cases|ward|wards|victims|toxicity|antidote'],
  [
    'nurse|doctor|medical_student|pharmacist|paramedic|pharmacy_student|nursing_student|medical_school|med_school ~10 overdose|overdosed|overdoses|poisoning|treatment',
  ],
  [
    'treatment|treat|manage|management|antidote|first_aid|protocol ~2 for|of ~1 @DRUGS? ~0 overdose|overdosed|poisoning',
  ],
  // Afraid of a kidnapping on a journey (a worry, not a danger now).
  [
    'afraid|scared|worried|fear|fears|nervous ~3 kidnapped|kidnap|kidnappers|bandits|robbed|attacked|one_chance ~6 road|travel|trip|journey|highway|travelling|traveling|route|train|by_road|flight|bus',
  ],
  [
    'held_hostage|hostage ~1 by ~1 @TRIVIAL|@THING|essay|paperwork|my_bed|bed|blanket|the_rain|rain|cold|this_weather|the_weather|netflix|my_phone|this_book',
  ],
  // "I could kill him, he used my data": anger at a small thing.
  [
    'could|can|fit|go ~0 kill|strangle|murder|kpai ~0 him|her|them|am|dem ~4 he|she|they|e ~1 used|took|ate|finished|drank|spoilt|broke|forgot|wore|borrowed|lost|didnt|ate_my|use_my|chop_my|finish_my|drink_my',
  ],
  // Heart-felt, not harm: hurting someone's feelings in a break-up.
  [
    'end|ending|leave|leaving|break_up|breakup|break_up_with|breaking_up ~8 scared|afraid|worried|fear ~2 hurting|hurt ~0 him|her|them',
  ],
  ['hurt|hurting ~0 his|her|their|your|im ~0 feelings|heart'],
  // A doctor's warning ("I might die if I don't stop smoking").
  [
    'doctor|doctors|nurse|the_doctor|my_doctor ~3 says|said|told_me|warned|warns ~3 i|me ~2 might|could|will|would|go|may ~0 die|kpai',
  ],
  // A goodbye to an old self, a habit or a place; a goodbye with "see you tomorrow" in Yoruba,
  // Hausa and Igbo.
  [
    '@FAREWELL|goodbye_letter|letter ~4 to ~0 my_old_self|old_self|my_younger_self|younger_self|my_past|the_old_me|old_me|my_addiction|smoking|alcohol|sugar|my_old_job|my_old_house',
  ],
  [
    '@FAREWELL ~6 lola|ri_ara_wa|a_maa_ri|a_o_ri|sai_gobe|gobe|sai_anjima|anjima|echi|ka_e_mesia|ka_emesia|odi_echi|ka_o_di_echi|ka_anyi_hu|ahu_gi|see_you|later',
  ],
  // Disappearing from a chat or a meeting; a prayer for guidance.
  [
    'disappear|vanish ~0 from|for ~1 this|the|that|dis|dat ~0 group|gc|chat|group_chat|class|office|party|meeting|family_meeting|function|earth_for_a|planet_for',
  ],
  [
    'god|lord|jesus|allah|olorun|oluwa|chineke|chukwu ~3 carry_me|take_me|guide_me ~0 reach|through|pass|far|higher|places|go_places|to_greater|to_the_top|where_i_dey_go|where_im_going',
  ],
  // Voices heard that say kind things.
  [
    'voice|voices|a_voice ~6 be_kind|be_good|be_nice|pray|smile|love|forgive|calm_down|breathe|not_good_enough ~4 quieter|therapy|imagine|normal|a_thing',
  ],
  // Someone's talk about dying that the member asks how to cope with.
  [
    'how_do_i|how_can_i|how_to|how_i_go ~0 cope|deal|handle|support|help ~8 talking_about|talks_about|jokes_about|dey_talk_about ~0 dying|death|suicide|killing_herself|killing_himself|die',
  ],
  // Noise and neighbours: "I can't take this anymore, the generator is so loud".
  [
    'take_it|take_this|do_this|bear_it|bear_this|stand_it|stand_this ~1 anymore|again|any_longer ~3 generator|gen|noise|neighbours|neighbors|neighbour|neighbor|landlord|heat|mosquitoes|flood|the_noise|loud|barking',
  ],
  // A threat that is not one: a rent increase, a loan app's calls.
  ['threaten|threatened|threatening|dey_threaten ~3 increase|raise|rent|price|prices|fees|strike|sack_us|report|sue'],
];
