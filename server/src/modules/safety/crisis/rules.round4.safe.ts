// Round 4 of #32: ordinary talk that names a means, a death or a harm without the writer's own
// present intent, set aside as concepts (never a copy of a line): a means in a pest or farm job, in a
// nurse's, pharmacist's or seller's work, in a film, a book, the news or a game; a threat that is a
// joke about a small mishap; a thing (rent, the cold, the rain) "killing me"; a denial with the real
// cause ("nobody beats me, I fell"); a "take care of my kids" with a trip and a date. Each rule names
// the words that keep it from applying (the third item, OWN_NOW by default, looked for a few words
// around the match as well as inside): the writer's own agency ("for me", "make I drink am", "mo fe",
// "ina so in", "m ga"), a weapon, a finality; so a first-person crisis beside such talk is still
// read, and a crisis elsewhere in the same message is never touched (only the matched words are set
// aside). Format: rules.ts's SAFE_SOURCES. Local words: author's knowledge, awaiting native-speaker
// review (lexicon.local.ts's AUTHOR) unless a source is named.
import { lexicon } from './engine.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** The writer's own present intent or agency beside a means word. */
const OWN_NOW = words(
  [
    'o_bughi_maka|obughi_maka|bughi_maka|kii_se_fun|ki_i_se_fun|not_using_it_for|not_using_am_for|no_be_to_use_am_for|not_to_use_on|just_drink|will_just_drink|go_just_drink|for_me|for_myself|na_for_me|e_be_for_me|its_for_me|it_is_for_me|is_for_me|not_for|no_be_for|isnt_for|is_not_for|no_be_say_for|but_its_for|myself|my_life|my_own_life|kill_myself|end_it|end_my_life|end_everything|i_want_to_die|want_to_die|wan_die|make_i_die|so_i_can_die|so_i_die|and_die|to_die|suicide|goodbye|i_will_drink|ill_drink|i_go_drink|make_i_drink|drink_am|drink_it|swallow_am|swallow_it|swallow_all|take_all|all_of_them|all_at_once|the_whole|finish_my_life|end_am',
    // Yoruba "mo fe" (I want), "ma" (will); Hausa "ina so in" (I want to), "zan" (I will); Igbo
    // "m ga" / "aga m" (I will), "acho m" (I want).
    'mo_fe_mu|mo_fe_pa_ara_mi|mo_fe_ku|mo_ma_mu|mo_maa_mu|mo_fe_gbe|fun_ara_mi|ara_mi|ina_so_in_sha|ina_so_in_mutu|ina_so_in_hadiye|zan_sha|zan_hadiye|kaina|don_kaina|ba_don|don_ni|don_ni_ne|domin_ni|m_ga_anu|m_ga_anuo|aga_m_anu|acho_m_inwu|acho_m_anu|onwe_m|maka_onwe_m',
    // Taking it myself, said or done.
    'i_will_take|ill_take|i_go_take|i_will_swallow|ill_swallow|i_go_swallow|i_go_drink|im_going_to_take|im_going_to_swallow|im_going_to_drink|gonna_take|gonna_swallow|gonna_drink|i_took|i_swallowed|i_drank|ive_taken|i_have_taken|ive_swallowed|i_don_take|i_don_swallow|i_don_drink|i_just_took|i_just_swallowed|i_want_to_take|i_wan_take|i_wan_drink|i_wan_swallow|make_i_take|make_i_swallow|let_me_take|them_all|all_of_it|at_once|whole_pack|overdose_on|od_on',
    // Someone drinking it now, or an emergency: no job and no pest covers that.
    'drank|don_drink|dey_drink|swallowed|don_swallow|threatening|threatens|threatened|to_drink|wan_drink|wants_to_drink|vomit|vomiting|dey_vomit|foaming|collapsed|unconscious|not_breathing|wont_wake|no_wake|rush|rushing|which_hospital|ambulance|help_me|please_help|emergency|on_our_way|on_my_way_to_the_hospital|rushing_him|rushing_her|carrying_her|carrying_him|dey_carry_am|put_it_in|put_am_inside|put_am_for|put_it_inside|mix_it_in|mix_it_into|pour_it_in|pour_it_into|took|took_a_lot|has_taken|have_taken|having_a_seizure|seizure|fitting',
    // A store of my own: counted out, hidden, collected from many shops.
    'on_my_bed|under_my_bed|in_my_bag|hidden|hiding|hid|hide_for_my_room|hide_am|hide_it|hid_it|i_don_carry_one|carry_one_bottle|keep_staring_at_it|staring_at_it|i_keep_staring|collecting|gathering|stockpiling|saving_up|hoarding|from_different|different_chemists|counted_out',
  ].join('|'),
);
lexicon('OWN_NOW', OWN_NOW);
const NOT_AGENCY = new Set(['suicide', 'goodbye', 'to die', 'and die', 'end it', 'the whole', 'all of them']);
/** OWN_NOW without the crisis words themselves (a story or a song names them; the writer's agency counts). */
const ownNow = OWN_NOW.filter((w) => !NOT_AGENCY.has(w))
  .map((w) => w.replaceAll(' ', '_'))
  .join('|');
/** OWN_NOW, or the writer or their family as the one harmed, or now: a story or a game is no cover then. */
lexicon(
  'ME_OWN',
  words(
    `${ownNow}|for_me|after_me|kill_me|help_me|attack_me|rape_me|beat_me|me_now|at_me|coming_for_us|after_us|im_bleeding|i_am_bleeding|i_dey_bleed|im_ready|i_am_ready|ready_to_die|locked_me|beating_me|sending_me|threatening_me|death_threats|threats|my_home|my_address|my_home_address|our_house|our_street|our_area|our_compound|i_want|i_wan|i_will|ill|im_going|gonna|i_feel|i_felt|made_me|me_too|i_also|like_me|now|right_now|outside|here|tonight|my_brother|my_sister|my_mum|my_mom|my_dad|my_father|my_mother|my_son|my_daughter|my_child|my_baby|my_wife|my_husband|my_friend|my_cousin|my_neighbour|my_neighbor|of_me|me_being|they_beat_me`,
  ),
);
/** A weapon or a finality near a "joke": it is no joke then. */
lexicon(
  'NO_JOKE',
  words(
    'by_my_hair|my_hair|on_the_floor|into_the_room|out_of_the_car|into_the_car|into_the_bush|marry|married|the_man|serious|hes_serious|shes_serious|gay|lesbian|found_out|find_out|finds_out|pregnant|leave_him|leave_her|report_him|report_her|report_it|report_to|to_the_police|police|convert|knife|gun|cutlass|machete|acid|petrol|rod|hammer|axe|poison|bottle|tonight|they_will_see|he_will_see|she_will_see|go_see|not_joking|im_serious|i_mean_it|i_swear|for_real|goodbye|forever|wont_come_back|never_come_back|not_coming_back|no_go_come_back|last_time|for_good',
  ),
);
lexicon(
  'PEST_MORE',
  words(
    'pest|pests|vermin|rodents|rats|rat|mice|cockroach|cockroaches|roaches|bedbugs|bed_bugs|termites|weevils|ants|mosquitoes|snails|caterpillars|locusts|armyworm|armyworms|weeds|grass|farm|farms|farmland|crops|crop|maize|cassava|yam|yams|beans|rice_farm|garden|poultry|barn|warehouse|spray|sprayed|spraying|sprayer|knapsack|fumigate|fumigation|acre|acres|hectare|harvest|planting|agro|agrochemical|agro_shop|seeds|fertilizer|fertiliser|livestock|cattle|goats|chickens',
  ).concat(
    // Yoruba: eku (rat), oko (farm), kokoro (insect); Hausa: bera (rat), gona (farm), kwari (insects),
    // kyankyaso (cockroach); Igbo: oke (rat), ugbo (farm), ahuhu (insects).
    words(
      'eku|ekute|oko|ninu_oko|kokoro|bera|beraye|gona|a_gona|kwari|kyankyaso|sauro|oke|ugbo|n_ugbo|ahuhu|ahihia|ciyawa|koriko|ebe',
    ),
  ),
);
/** Pests named apart from a product's name (plurals, farms, weeds), in five languages. */
lexicon(
  'PESTS',
  words(
    'pests|vermin|rodents|rats|mice|cockroaches|roaches|bedbugs|bed_bugs|termites|weevils|ants|mosquitoes|mosquitos|snails|caterpillars|locusts|armyworm|armyworms|weeds|insects|bugs|lizards|farmers|farmer|preserve|preserving|storage|grains|granary|crops|plants|tomatoes|flowers|lawn|vegetables|door_frame|roof|wood|crops|farm|farms|farmland|maize_farm|rice_farm|cassava_farm|garden|poultry|awon_eku|awon_ekute|awon_kokoro|oko_mi|oko|beraye|kyankyasai|gona|gonata|ciyawa|kwari_da|umu_oke|oke_ndia|ugbo|ugbo_m|ahihia|koriko',
  ),
);
/** A job or a care for others in which drugs and doses are counted. */
lexicon(
  'CARE_WORK',
  words(
    'patient|patients|the_patient|my_patient|my_patients|ward|wards|on_the_ward|shift|night_shift|my_shift|prescribed|prescription|prescriptions|dispense|dispensed|dispensing|dispensary|pharmacy|pharmacist|pharmacists|chemist|chemists|patent_medicine|medicine_store|drug_store|nurse|nurses|nursing|matron|doctor|doctors|clinic|hospital|theatre|icu|a_and_e|emergency_room|casualty|customer|customers|stock|stocks|stocktaking|inventory|restock|restocked|expiry|expired|invoice|supplier|suppliers|sell|selling|sold|sales|wholesale|retail|vet|veterinary|vet_clinic|my_dog|my_cat|the_dog|the_cat|elderly|caregiver|carer|pill_box|pill_organiser|pill_organizer|blister_pack|mg|milligrams|ml|dosage_chart|drug_chart|mar_chart|controlled_drugs|cd_register|count|counted|counting|recount|tally|audit|pharmacology|lecture|exam|exams|revision|revise|textbook|study|studying|course|assignment|class|in_class|lesson|training|learnt|learned|nursing_school|pharmacy_school|management|activated_charcoal|antidote|his_dose|her_dose|their_dose|his_pills|her_pills|his_medication|her_medication|his_tablets|her_tablets|his_drugs|her_drugs|chart|pill_chart|dosette|dosette_box|nafdac|ban|banned|smuggling|customs|police|ndlea',
  ).concat(
    // Yoruba "alaisan" (patient), "ile iwosan" (hospital); Hausa "mara lafiya" (patient), "asibiti"
    // (hospital), "kemis" (chemist); Igbo "onye oria" (patient), "ulo ogwu" (hospital).
    words(
      'alaisan|ile_iwosan|nosi|dokita|mara_lafiya|marasa_lafiya|asibiti|kemis|likita|onye_oria|ndi_oria|ulo_ogwu|dokinta|nurse_m',
    ),
  ),
);
/** Fiction, news and screens: the death or the harm belongs to a story. */
lexicon(
  'STORY',
  words(
    'thriller|thrillers|novel|novels|movie|movies|film|films|series|season|episode|episodes|book|books|story|stories|plot|chapter|character|characters|protagonist|detective|villain|hero|heroine|actor|actress|cast|scene|trailer|netflix|showmax|youtube|tiktok|skit|skits|comedian|cartoon|anime|manga|drama|nollywood|kannywood|telemundo|zee_world|documentary|podcast|true_crime|crime_show|news|headline|headlines|reported|reporter|breaking_news|on_the_news|newspaper|article|journalist|bbc|cnn|channels_tv|arise_tv|punch_newspaper|vanguard|premium_times|trending|viral|tweet|song|lyrics|lyric|album|verse|chorus|rapper|singer|artist|music|musical|theatre|poem|poetry|literature|history|historical|war|in_1967|civil_war|biafra|bible|judas|samson|saul|sermon',
  ).concat(words('fim|fiimu|fina_finai|finafinai|labari|labarai|ihe_nkiri|akuko|iroyin|orin|wakar')),
);
/** Sport and games: a "kill", a "death", a "shot" of a match or a game. */
lexicon(
  'SPORT',
  words(
    'football|match|matches|game|games|gaming|gamer|pes|efootball|fifa|fc24|fc25|dls|dream_league|ludo|draught|draughts|whot|chess|scrabble|boxing|boxer|wrestling|ufc|fight_night|ring|goal|goals|scored|score|striker|keeper|goalkeeper|defender|defence|defense|midfield|penalty|penalties|pitch|ball|referee|var|league|cup|afcon|epl|ucl|champions_league|derby|fixture|fixtures|lineup|squad|coach|relegation|relegated|basketball|nba|tennis|volleyball|athletics|sprint|marathon|team|teams|fans|supporters|arsenal|chelsea|liverpool|man_u|man_united|man_city|madrid|barca|spurs|super_eagles|enyimba|kano_pillars|rangers|shooting_stars|call_of_duty|cod|codm|pubg|free_fire|fortnite|minecraft|roblox|gta|valorant|ps5|ps4|playstation|xbox|console|controller|joystick|respawn|lobby|squad_wipe|headshot|headshots|clutch',
  ).concat(
    // Yoruba "boolu" (ball), "ere" (game); Hausa "kwallo" (football), "wasa" (play, game); Igbo
    // "bolu" (ball), "egwuregwu" (sport).
    words(
      'boolu|bolu|ere_boolu|ere_idaraya|gemu|kwallo|kwallon_kafa|wasa|wasan|wasan_game|wasan_kwallo|egwuregwu|egwu_bolu',
    ),
  ),
);
/** Beauty and grooming: a burn or a cut of a salon or a mirror. */
lexicon(
  'BEAUTY',
  words(
    'pressing_comb|hot_comb|relaxer|perm|perming|retouch|hair_dye|dye|bleaching_cream|toning_cream|wax|waxing|waxed|threading|eyebrow|eyebrows|brows|lashes|eyelash|eyelashes|lash_glue|nail_glue|nails|acrylics|pedicure|manicure|salon|barber|barbing|clipper|clippers|shaving|shave|razor_bump|razor_bumps|hot_comb|straightener|flat_iron|curling_iron|curling_wand|blow_dryer|hair_dryer|scalp|edges|braids|weave|wig|makeup|make_up|skincare|skin_care|peel|chemical_peel|facial|tweezers|piercing|tattoo|ironing|iron|hot_oil|cooking|kitchen|frying|pot|stove|oven|kettle|hot_water|boiling_water|steam|grater|peeler|onions|onion|yam|plantain|tomatoes',
  ).concat(
    words(
      'irun|gerun|kitchen_knife|obe|wuka|girki|aski|ntutu|isi_m|broken_cup|broken_glass|broken_plate|broken_bottle|piece_of_glass|glass|when_cleaning|while_cleaning|cleaning_up|nail|rusty_nail|on_a_nail|fence|door|car_door|bike|okada|football|playing',
    ),
  ),
);
/** Things, bills and weather that "kill" a person in Yoruba, Hausa and Igbo as in English. */
lexicon(
  'THING_LOCAL',
  words(
    'ugwo|ugwo_ulo|ugwo_ulo_a|ugwo_akwukwo|this_sun|the_sun|rain|this_rain|owo|owo_ile|owo_ile_yi|owo_ile_iwe|owo_ina|ise|ise_yi|ebi|ooru|otutu|ariwo|oorun|ojo|sanyi|sanyin|sanyin_nan|zafi|zafin|zafin_nan|yunwa|aiki|aikin|aikin_nan|kudin|kudin_haya|kudin_makaranta|haya|ego|ego_ulo|ego_akwukwo|oru|oru_a|agu|oyi|okpomoku|anwu|mmiri_ozuzo|rent|the_rent|school_fees|fees|this_heat|this_cold|this_rain|this_sun|this_hunger|light_bill|nepa_bill|fuel_price|prices|this_economy|the_economy',
  ),
);
/** A mishap of mine that someone close "will kill me" for. */
lexicon(
  'SMALL_SLIP',
  words(
    'forget|forgets|forgot|lose|lost|break|broke|spend|spent|miss|missed|spoil|spoilt|scratch|scratched|dent|dented|crash|crashed|fail|failed|flop|flopped|burn_the|burnt_the|late_again|come_late|come_home_late|our_anniversary|her_birthday|his_birthday|valentine|the_remote|the_car|the_pot',
  ),
);
/** A trip or a time that makes "take care of my kids for me" an errand, not a farewell. */
lexicon(
  'AWAY_A_WHILE',
  words(
    'this_weekend|weekend|for_the_weekend|while_im_away|while_i_am_away|while_i_dey_away|while_im_gone_for|till_i_come_back|till_i_return|until_i_return|until_i_come_back|until_i_get_back|till_i_get_back|im_travelling|im_traveling|i_am_travelling|i_dey_travel|i_go_travel|when_i_travel|for_a_few_days|for_some_days|for_two_days|for_a_week|this_week|next_week|tomorrow|tomorrow_morning|for_the_night|tonight_only|wedding|trip|journey|conference|training|retreat|seminar|night_shift|my_shift|camp|nysc_camp|exam|appointment|surgery|delivery|my_delivery|work_trip|business_trip|im_off_to|sorry_wrong_chat|wrong_chat|wrong_person|har_na_dawo|na_dawo|daga_tafiya|tafiya|ruo_mgbe_m|si_njem|njem|titi_ti_mo_fi_de|titi_maa_fi_de|titi_ma_fi_de|titi_ti_ma_fi_de|irin_ajo|till_i_come_back',
  ),
);
/** Words that say a nearby farewell is final after all. */
lexicon(
  'FINAL_AFTER_ALL',
  words(
    'forever|for_good|for_the_last_time|wont_come_back|will_not_come_back|not_coming_back|never_coming_back|no_go_come_back|wont_return|never_return|remember_me|dont_forget_me|forgive_me|sorry_for_everything|i_love_you_all|no_more_pain|be_at_peace|my_will|suicide|end_it|end_my_life|kill_myself|wont_be_here|will_not_be_here|not_be_here|wont_be_around|no_go_dey|not_be_alive|wont_wake|i_dey_go_for_good',
  ),
);
/** A harmless substance whose "lethal dose" is a curiosity. */
lexicon(
  'HARMLESS_STUFF',
  words(
    'caffeine|coffee|water|salt|sugar|chocolate|tea|green_tea|energy_drink|energy_drinks|red_bull|monster|vitamin_c|vitamin_d|vitamin_a|vitamins|ginger|garlic|turmeric|protein|creatine|zobo|kola|kolanut|kola_nut|bananas|banana|carrots|spinach|cinnamon|honey|pepper|coke|fanta|malt',
  ),
);

/** Oneself, said any way (a "kill" of a time or an exam is no idiom when it is oneself killed). */
lexicon(
  'ANY_SELF',
  words(
    'myself|my_self|himself|herself|themselves|themself|imsef|hersef|yourself|ourselves|kaina|kansa|kanta|ara_mi|ara_re|onwe_m|onwe_ya',
  ),
);
/** Not being here tomorrow: a farewell with it is no "see you tomorrow". */
lexicon(
  'WONT_BE',
  words(
    'wont_be_here|will_not_be_here|not_be_here|wont_be_around|not_be_around|no_go_dey|not_be_alive|wont_be_alive|wont_wake|wont_see_me|no_go_see_me|wont_exist',
  ),
);

/** What makes a burn or a cut no accident: on purpose, threatened, wanted. */
lexicon(
  'NOT_ACCIDENT',
  words(
    'on_purpose|deliberately|intentionally|purposely|to_feel_something|to_punish_myself|threatening|threatens|threatened|kill|killing|wants_to|want_to|going_to|gonna|trying_to|tried_to|wan|dey_try|again_and_again|every_night|every_day',
  ),
);
/** A risk now beside a past self-harm ("she used to cut, and she started again"). */
lexicon(
  'RISK_AGAIN',
  words(
    'again|relapsed|relapse|started_again|back_to|tonight|lately|still_do|still_cut|right_now|these_days|this_week',
  ),
);

/** Reported speech of a threat ("Baba mi so pe oun maa pa mi", my father said he will kill me). */
lexicon(
  'SAID_THAT',
  words(
    'so_pe|o_so_pe|ni_oun|pe_oun|oun|said|says|said_he|said_she|ya_ce|ta_ce|ya_ce_zai|kwuru_na|kwuru|si_na|gwara_m_na|talk_say|say_e_go',
  ),
);

/**
 * [rule, not after (4 words before), not with (inside, or a few words around: default OWN_NOW),
 * 'message' when the not-with words count anywhere in the message (a relapse told later on)].
 */
export const ROUND4_SAFE_SOURCES: readonly [string, string?, string?, 'message'?][] = [
  // A pest, a farm or a store with a poison, in either order, within a short window.
  // (The pest word of a product's name, "rat poison", "oogun eku", is no pest context by itself: the
  // pests are named apart, as a plague, as what it is for, or a place is sprayed.)
  ['@PESTS ~12 @POISON'],
  [
    '@POISON ~8 for|to_kill|kill|killing|against|on|chase|chasing|pursue|finish|spray|sprayed|spraying|in_the|inside_the|round_the|around_the|use_on|fun|don|domin|maka ~1 the|those|these|my|our|dem|all_the|all? ~0 @PESTS|@PEST_MORE',
  ],
  ['@POISON ~8 @PESTS|@FUMIGATE'],
  [
    '@PEST|@PESTS ~1 don_finish_me|finish_me|dey_bite_me|are_biting|biting|dey_bite|bite_me|wont_let_me_sleep|don_plenty|plenty|dey_plenty|everywhere|all_over|infest|infested|invaded|have_invaded|po_ju|ti_po|yawa|sun_yawa|bu_ibu|juru ~10 @POISON',
  ],
  [
    '@POISON ~6 spray|sprayed|spraying|fumigate|pour|poured|apply|applied ~3 the|our|my|dis|this ~0 compound|house|farm|room|rooms|ceiling|store|kitchen|shop|yard|building|estate|field|plot|gutter|drainage',
  ],
  // Drugs and doses counted in a job or a care for others (nurse, pharmacist, seller, carer, student).
  ['@CARE_WORK ~10 @DRUGS|overdose|overdosed|od|dose|doses|dosage|overdoses|lethal_dose|max_dose|maximum_dose'],
  ['@DRUGS|overdose|overdosed|od|dose|doses|dosage|overdoses ~10 @CARE_WORK'],
  // A death, a harm or a kidnap in a story, a film, the news, a song.
  [
    '@STORY ~10 @DEATH3|@DANGER_V|kidnapped|kidnap|kidnappers|kidnapper|robbers|bandits|gunmen|abducted|overdose|overdosed|@SUICIDE|@DIE_LOCAL|@KILL_STRONG',
    undefined,
    'ME_OWN',
  ],
  ['@DEATH3|kidnapped|kidnap|abducted|overdosed|@SUICIDE|@DIE_LOCAL ~8 @STORY', undefined, 'ME_OWN'],
  // Blood and knockouts of a boxing match or a football game.
  ['@SPORT ~10 dey_bleed|bleed|bleeding|blood|injured|injury|stretcher|concussion', undefined, 'ME_OWN'],
  // A pet or an animal that ate a poison or pills and was taken to the vet.
  [
    'dog|dogs|cat|cats|goat|goats|chicken|chickens|cow|puppy|kitten|our_dog|my_dog|the_dog|my_cat|the_cat|our_cat ~3 ate|eat|drank|licked|swallowed|chewed|don_chop|chop ~2 @POISON|@DRUGS',
  ],
  // A "kill", a death or a shot in a match or a game.
  [
    '@SPORT ~8 @DEATH3|@KILL|@KILL_STRONG|@DIE_LOCAL|@DANGER_V|@KILL_ME_ANY|finish|finished|destroyed|murdered|shot|na_mutu|mutu|pa|egbu',
    undefined,
    'ME_OWN',
  ],
  [
    '@DEATH3|@KILL|@KILL_STRONG|@DIE_LOCAL|finish|finished|destroyed|murdered|shot|na_mutu|mutu ~4 @TARGET|him|them|am|dem|us? ~4 @SPORT|in_pes|for_pes|for_fifa|in_fifa|for_game|for_ludo',
    undefined,
    'ME_OWN',
  ],
  // Burns and cuts of a salon, a mirror or a kitchen.
  [
    '@HARM_SELF_V|@CUT_V|burnt|burned|burn|burns|cut ~3 my|myself|mi|his|her|their|himself|herself ~0 @BODY|scalp|edges|skin|forehead|ear|ears|neck|face? ~8 @BEAUTY',
    undefined,
    'NOT_ACCIDENT',
  ],
  [
    '@BEAUTY ~8 @HARM_SELF_V|@CUT_V|burnt|burned|burn|burns|cut ~3 my|myself|mi|his|her|their|himself|herself ~0 @BODY|scalp|edges|skin|forehead|ear|ears|neck|face?',
    undefined,
    'NOT_ACCIDENT',
  ],
  // "Shot myself in the foot": an idiom.
  [
    '@HARM_SELF_V|shot|shoot|shooting|stab|stabbed|stabbing ~0 myself|ourselves|yourself|himself|herself|themselves ~0 in_the_foot|in_the_feet|in_the_leg|in_the_back',
    undefined,
    'NO_JOKE',
  ],
  // A thing that is no person "wanted dead" ("I want it dead", my alarm clock).
  [
    'want|wanted|wish|need ~0 it|this_thing|that_thing|this_alarm|that_alarm|this_phone|this_laptop|this_generator|this_printer|this_app ~0 dead|to_die|destroyed',
  ],
  // "Kill us with these classes": a thing, not a weapon, as the means.
  [
    '@KILL|kill|killing|finish|finishing ~0 us|me|mi|everybody|everyone ~0 with ~1 @THING|@TRIVIAL|these|this|all_these|all_this|his|her|their|dis|dem|these_weekend|questions|homework|classes|meetings|lectures|tests|rules|noise|stories|talk|wahala|love|kindness|care|food|jokes|gist|prices|style|beauty|her_beauty|his_beauty|looks|swag|vibes|dance|moves|fashion|outfit|smile|cooking|sweetness|romance',
    undefined,
    'NO_JOKE',
  ],
  // Rent, the cold, hunger, the heat "will kill me" (five languages).
  [
    '@THING_LOCAL|@THING ~3 fit_kill_person|kill_person|go_kill_person|fit_kill_somebody|fe_pa_mi|n_pa_mi|maa_pa_mi|pa_mi|zai_kashe_ni|za_ta_kashe_ni|yana_kashe_ni|tana_kashe_ni|kashe_ni|ga_egbu_m|na_egbu_m|egbu_m|go_kill_me|wan_kill_me|will_kill_me|is_killing_me|dey_kill_me|finish_me|go_finish_me',
  ],
  // The rain or the sun that "beat me".
  [
    'rain|ojo|ruwa|mmiri_ozuzo|mmiri|sun|oorun|rana|anwu|cold|breeze|harmattan|storm|wind|traffic|hold_up|go_slow ~1 beat|beats|don_beat|flog|flogged|don_flog|soaked|drench|drenched ~0 me|mi|us|ni|m',
  ],
  // A parent, a boss or a teacher who "will kill me" if I fail or forget (moved here from rules.ts in
  // round 4: a forced marriage, who I love, a weapon or "he's serious" a few words on keep it a threat).
  [
    'my_mum|my_mom|my_mother|my_dad|my_father|my_parents|mum|mom|mama|papa|dad|daddy|mummy|my_boss|boss|my_teacher|my_lecturer|my_coach|coach|oga|my_oga|my_madam|madam|my_pastor|parents|teacher|lecturer|pastor|grandma|my_grandma|my_landlord|landlord|my_landlady|landlady|my_hod|hod|my_supervisor|supervisor|my_manager|manager|my_coach|the_coach|my_principal|principal ~2 shell|hell|theyll|will|go|gonna|would|would_literally|go_just|wan|fit|might|is_going_to|going_to|is_gonna|gon ~2 kill|murder|kpai|skin|finish ~1 me|mi|us ~3 if|when|once|for|because|cause|say|sey|wen|lol|haha|lmao ~3 fail|lose|break|spend|waste|bring|forget|late|miss|see|sees|finds|find|hears|knows|dont|eat|scratch|damage|crash|spoil|lol|haha|lmao|another|again|get|come|comes|bad|low|carry|grades|results|result|score|report_card|marks',
    undefined,
    'NO_JOKE',
  ],
  // The same in Yoruba, Hausa and Igbo ("nne m ga-egbu m ma m tufuo igodo").
  [
    'nne_m|nna_m|mama_m|papa_m|iya_mi|baba_mi|mama_mi|mahaifiyata|mahaifina|mamana|babana|di_m|nwunye_m|oko_mi|iyawo_mi|mijina|matata ~1 ga_egbu_m|maa_pa_mi|ma_pa_mi|zai_kashe_ni|za_ta_kashe_ni ~2 ma|ti|idan|in ~3 m|mo_ba|na|mo ~1 tufuo|tufu|gbagbe|bata|rasa|fasa|chefuo|mebie|baje|sonu|manta|lalata|ba_je',
    undefined,
    'NO_JOKE',
  ],
  // Someone close who "will kill me" if I forget or break something small.
  [
    '@HOME_BOSS|my_wife|my_husband|my_girlfriend|my_boyfriend|my_babe|my_bae|my_gf|my_bf|my_fiance|my_fiancee|my_roommate|my_guy|my_oga ~2 will|go|gonna|would|wan|is_going_to|going_to|shall ~1 kill|finish|murder|skin|kpai ~1 me|mi|us ~2 if|when|once|say|sey|because|cause? ~2 i|we|e|im ~2 @SMALL_SLIP',
    undefined,
    'NO_JOKE',
  ],
  // A petty quarrel: I'll "strangle" my brother, he ate my noodles.
  [
    '@KILL_STRONG|kill|strangle|murder|finish|beat|deal_with|slap ~2 @TARGET|my_brother|my_sister|my_little_brother|my_little_sister|my_roommate|my_cousin|my_flatmate|this_boy|this_girl ~6 he|she|they|e|dem|for|because|cause ~2 ate|eat|finished|finish|took|take|used|use|drank|drink|wore|wear|borrowed|spoilt|spoiled|broke|chopped|chop|touched|hid|hide|ate_my|finished_my|took_my|used_my|chop_my|finish_my|drink_my|wore_my',
    undefined,
    'NO_JOKE',
  ],
  // Being "dragged" (scolded, mocked) at work or online.
  [
    '@AGENT|my_oga|my_boss|oga|boss|people|twitter|they|dem ~2 dey_drag|drag|dragging|dragged|drags ~0 me|us ~0 every_day|everyday|online|on_twitter|for_twitter|for_work|at_work|over|for_am|for_everything|because|for_this|for_that',
    undefined,
    'NO_JOKE',
  ],
  // "Nobody is beating me, I fell" (five languages).
  [
    'nobody|no_one|noone|no_body|nobody_dey|ko_si_eni|ko_si_enikan|ko_si_eniti|ko_si_eni_to|ba_wanda|babu_wanda|ba_kowa|babu_kowa|onweghi_onye|onweghi_onye_o_bula|odighi_onye ~4 @DANGER_V|@DANGER_LOCAL|beating|hitting|hurting|lu|n_lu|lu_mi|dukana|duka|eti|na_eti ~8 fell|i_fell|fall|slipped|tripped|bumped|accident|na_accident|mo_subu|subu|mo_subu_ni|na_fadi|fadi|adara_m|adara|m_dara|zamewa|ya_zame',
  ],
  // An errand: "take care of my kids this weekend, I'm travelling".
  [
    'take_care_of|look_after|help_me_take_care_of|help_me_look_after|kula_da|kula_min_da|ku_kula_min_da|lekota|toju|bami_toju ~6 @AWAY_A_WHILE',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  // An escape from traffic, a debt or a meeting; not when death is named as the escape.
  [
    'way_out|escape|exit ~0 of|from ~1 this|the|that ~0 @THING|traffic|go_slow|hold_up|queue|maze|building|room|parking_lot|meeting|class|contract|deal|debt|estate|place',
    undefined,
    'DEATH_WORD',
  ],
  // A safety question about a chemical, a cleaning mishap with one.
  ['is|are|how ~0 @POISON ~0 safe|dangerous|harmful|toxic ~2 to_use|around|for|near|in|with'],
  [
    '@POISON ~8 cleaner|cleaners|cleaning|detergent|the_smell|smell|fumes|opened_the_windows|opened_windows|ventilate|laundry|stain|stains|toilet|tiles',
  ],
  // What a word means ("what does 'unalive' mean"), asked.
  [
    'what_does|what_do|meaning_of|whats|what_is ~2 @SUICIDE|unalive|kms|kys|sh ~2 mean|means|meaning|stand_for|on_tiktok',
  ],
  // Someone's self-harm told as past ("she used to self-harm"), with no sign it is back.
  [
    'used_to|in_the_past|once ~1 self_harm*|selfharm*|cut|cutting|@SUICIDE|attempt_suicide|be_suicidal',
    undefined,
    'RISK_AGAIN',
    'message',
  ],
  // "Three years clean from self-harm": a milestone, not a relapse.
  [
    'years|months|weeks|days|year|month ~0 clean|free ~0 from|of ~0 self_harm*|selfharm*|cutting|self_injury|sh|it',
    undefined,
    'RISK_AGAIN',
    'message',
  ],
  // A self-harm that is over (moved here from rules.ts in round 4 so that a relapse said a few words
  // on, "I used to cut in school and I've started again", keeps it from applying).
  [
    'used_to|stopped|quit|recovered_from|healed_from|overcame|beat ~2 self_harm*|cutting|selfharm*|cut|harming ~8 years|free|clean|now|recovered|doing_great|doing_well|anymore|ago|teenager|in_school|secondary_school',
    undefined,
    'RISK_AGAIN',
    'message',
  ],
  // Leaving a school, a town or a job, and saying goodbye to everybody.
  [
    'relocating|relocate|moving_to|japa|leaving_for|finishing_school|graduating|for_my_masters|new_job|transfer|resigning|retiring ~20 @FAREWELL',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  // Pidgin "e don die for my side": my money, my plan is finished.
  ['e_don_die|don_die|don_die_finish ~0 for_my_side|for_my_end|for_here|for_my_pocket|for_my_account|with_me'],
  // The "lethal dose" of coffee, salt or water, a curiosity.
  [
    'lethal|fatal|deadly|toxic|safe|max|maximum|too_much ~0 dose|doses|amount|level|limit|quantity ~0 of|for ~0 @HARMLESS_STUFF',
  ],
  [
    'how_much|how_many|too_much ~0 @HARMLESS_STUFF ~3 is_too_much|can_kill|would_kill|kill_you|kill_a_person|before_it|lethal|dangerous',
  ],
];
