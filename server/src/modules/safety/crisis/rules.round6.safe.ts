// Round 6 of #32: ordinary talk the blind sets fresh4 and fresh5 showed flagged, set aside as
// concepts (never a copy of a line): a "last message" before a bus, a flight or a dying phone; things
// given away because I am moving; a poison, a death or a harm in a film, a sermon, an essay or the
// news; a professional (nurse, lifeguard, counsellor, police trainee, security man, hunter) telling
// of others or of their tools; a weapon stored or handed in; a research project or a statistic; a
// pest named in the singular; a safe-storage question; kids playing "kidnappers", a road avoided;
// "die to self" of a sermon; a team that is "suicidal"; a relapse on a diet; a food one "could kill
// for"; a task to "kill"; a hyperbole on a network or a price; a barber's nick; a child's small burn;
// a toddler who hits; an obituary's "RIP". Each rule names the words that keep it from applying (the
// third item, OWN_NOW by default, looked for in and a few words around the match); the guard of
// context.guard.ts keeps every first-person act, intent or farewell, danger now or command voice a
// few words around out of reach, and an oath of seriousness stops them all, so a crisis in the same
// message is never set aside (corpus/round6.jsonl has long messages with one crisis sentence in the
// middle). Format: rules.round4.safe.ts's ROUND4_SAFE_SOURCES. Local words: author's knowledge,
// awaiting native-speaker review (lexicon.local.ts's AUTHOR).
import { lexicon } from './engine.js';
import './rules.round4.safe.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** A trip or a move: the bus, the flight, the phone about to die (five languages). */
lexicon(
  'TRIP6',
  words(
    'board|boarding|before_i_board|flight|my_flight|plane|airport|takeoff|take_off|land|when_i_land|i_land|bus|the_bus|motor|enter_motor|village|reach|when_i_reach|call_when|ill_call|i_go_call|phone_dies|phone_is_dying|battery|my_battery|battery_dies|low_battery|network|toronto|canada|abuja|kano|enugu|ibadan|lagos|london|keys|keys_handed|handed_over|flat|old_flat|apartment|hostel|moving|moving_to|relocating|japa|japaing|travelling|traveling|leaving_for|bound|abuja_bound|next_chapter|bosi|ibadan|foonu_mi_to_ku|ki_foonu_mi|mota|kafin_wayata|wayata_ta_mutu|ugboala|tupu_ekwenti|ekwenti_m_anwuo|akwaga|na_akwaga|m_na_akwaga|na_akwaga_lagos|tafiya|zan_tafi_kano|sai_na_isa|the_move|before_the_move',
  ),
);
/** A professional's work: a nurse, a lifeguard, a counsellor, police training, a security man. */
lexicon(
  'PROF6',
  words(
    'im_a_nurse|i_am_a_nurse|i_be_nurse|as_a_nurse|im_a_doctor|i_am_a_doctor|as_a_doctor|i_be_doctor|im_a_paramedic|im_a_lifeguard|i_am_a_lifeguard|as_a_lifeguard|im_a_counsellor|im_a_counselor|i_am_a_counsellor|i_am_a_counselor|as_a_counsellor|as_a_counselor|im_a_therapist|as_a_therapist|im_a_social_worker|im_a_pharmacist|im_a_police|police_training|self_defence_class|self_defense_class|i_be_security|im_a_security|security_man|security_guard|retired_soldier|hunter|hunters|hunting|farauta|ode|dinta|a_client|my_client|clients|patient|patients|we_rescued|we_had|dem_bring|brought_in|came_in|a_and_e|maaikaciyar_jinya|jinya|mara_lafiya|nosi',
  ),
);
/** Real agency or an emergency now: a professional's account is no cover then. */
lexicon(
  'PROF_UNLESS',
  words(
    'right_now|just_now|now_now|now|rushing|rush|on_the_way|on_our_way|which_hospital|carry_am|dey_carry|carrying|vomit|dey_vomit|dont_have_money|foaming|vomiting|collapsed|unconscious|not_breathing|what_do_i_do|help_me|please_help|ambulance|i_want|i_wan|myself|kill_myself|for_me|i_will|ill_use|gonna|tonight|mo_fe|ina_so|acho_m|my_own_life',
  ),
);
/** A study, a statistic, a campaign. */
lexicon(
  'STUDY6',
  words(
    'project|project_for_school|research|statistics|stats|thesis|essay|for_my_essay|study|survey|data_on|awareness|community_awareness|campaign|why_young_people|why_people|number_of|rate_of|rates_of|cases_of|youth_group|my_youth_group|to_my_students|class_presentation|presentation|romeo|juliet|romeo_and_juliet|shakespeare|hamlet|okonkwo|elijah|judas|saul|samson|broom_tree|sermon|preached|homily|documentary|just_watched|video|the_video|did_you_see|clip|the_clip',
  ),
);
/** Pests in the singular (a rat ate my wire), beside PESTS. */
lexicon(
  'PEST6',
  words(
    'rat|the_rat|mouse|bedbug|the_bedbug|cockroach|termite|weevil|ant|mosquito|lizard|snake|pest|eku|bera|oke|kyankyaso',
  ),
);
/** Trivial things a hyperbole is about (never an illness, a pain, results or a debt). */
lexicon(
  'TRIVIAL6',
  words(
    'network|this_network|data|wifi|nepa|light|fuel|fuel_price|petrol|petrol_price|price|prices|traffic|go_slow|queue|this_queue|bus|danfo|referee|arsenal|chelsea|man_u|man_united|liverpool|my_team|this_team|super_eagles|dstv|netflix|phone|battery|generator|mtn|glo|airtel',
  ),
);
/** A weapon, a night or an oath beside a petty quarrel: it is no quarrel then. */
lexicon(
  'QUARREL_UNLESS',
  words(
    'knife|gun|cutlass|machete|acid|petrol|rod|hammer|axe|poison|tonight|not_joking|im_serious|i_mean_it|i_swear|for_real|wallahi|for_good|forever',
  ),
);
/** Someone on the edge of a bridge: traffic beside it is no cover then. */
lexicon(
  'ON_EDGE',
  words(
    'railing|railings|edge|ledge|climbing|climbed|climb|jump|jumping|standing_on|sitting_on|a_man_on|a_woman_on|someone_on|somebody_on|person_on|a_girl_on|a_boy_on|looking_down|the_water|calling_me|call_me|myself|i_want|i_wan|end_it|goodbye',
  ),
);
/** A task one "kills" (finishes well). */
lexicon(
  'TASK6',
  words(
    'assignment|this_assignment|exam|this_exam|work|project|essay|test|paper|course|interview|presentation|homework|song|beat|stage|performance|audition|exams',
  ),
);

/** [rule, not after (4 words before), not with (default OWN_NOW), 'message']: ROUND4_SAFE_SOURCES' format. */
export const ROUND6_SAFE_SOURCES: readonly [string, string?, string?, 'message'?][] = [
  // A "last message" before a trip or a dying phone; a final goodbye to a flat; things given away
  // because I am moving (not when the farewell says it is final after all).
  [
    '@GOODBYE_LOCAL|last|final|my_last|my_final ~0 message|text|post|msg|words|goodbye|oro|oro_mi|sakona|ozi? ~10 @TRIP6',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    '@TRIP6 ~10 @GOODBYE_LOCAL|last|final ~0 message|text|post|msg|goodbye|oro|sakona|ozi',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  [
    '@GOODBYE_LOCAL|gave|given|giving|give|shared|share|sold|sell|who_gets|who_will_get ~10 the_move|before_the_move|moving|relocating|japa|japaing|akwaga|na_akwaga|travelling|leaving_for|moving_to|finally_japa',
    undefined,
    'FINAL_AFTER_ALL',
  ],
  // A poison or a death in a film, an essay, a sermon, the news.
  ['@STORY|@STUDY6 ~12 @CONSUME|saka|tinyere|put|puts|mixed ~3 @POISON|@DRUGS|guba|nsi|majele', undefined, 'ME_OWN'],
  [
    '@STORY|@STUDY6 ~12 take|took|taking|end|ended|@KILL|@KILL_STRONG|@DEATH3|beaten|lynched|burnt|burned ~1 his|her|their|themselves|the|him|them? ~0 life|own_life|husband|wife|man|woman|people?',
    undefined,
    'ME_OWN',
  ],
  ['@DEATH3|@KILL|@SUICIDE|kidnappers|kidnapper|kill_themselves|killed_themselves ~10 @STUDY6', undefined, 'ME_OWN'],
  ['toro|toro_m|toro_ya|toro_anyi ~0 uto'],
  // A professional telling of others, or of the tools of the job.
  [
    '@PROF6 ~14 drank|drink|drinks|swallowed|dey_drink|ya_sha|sha_magani|drowning|drowned|@SUICIDE|overdose|overdosed|stab_wounds|@WEAPON|gun',
    undefined,
    'PROF_UNLESS',
  ],
  ['drank|drink|swallowed|dey_drink|drowning|@SUICIDE|@WEAPON|gun ~10 @PROF6', undefined, 'PROF_UNLESS'],
  // A weapon stored, registered or handed in.
  [
    '@WEAPON|gun|pistol|rifle|bindiga|ibon|egbe ~3 locked_in|locked_up|kept_in|in_a_box|in_a_safe|in_the_safe|in_a_cupboard|hand_it_over|hand_over|register|registered|to_the_police|wurin_yan_sanda|lodo_olopaa',
    undefined,
    'PROF_UNLESS',
  ],
  // A study, a statistic, a campaign on why people drink poison; a word explained.
  [
    '@STUDY6 ~10 drank|drink|drinks|swallowed|swallow|dey_drink|take|taking ~3 @POISON|@DRUGS',
    undefined,
    'PROF_UNLESS',
  ],
  ['number_of|rate_of|rates_of|cases_of|statistics_on|more|many|youth|teen|student ~1 suicides'],
  [
    'explain|explain_what|what_is|define|definition_of|teach_about|talk_about|educate_about ~2 self_harm*|selfharm*|@SUICIDE|suicidal_ideation',
    undefined,
    'PROF_UNLESS',
  ],
  [
    'not|never|no|nor|isnt|aint ~3 self_harm*|selfharm*|hurting_myself|harming_myself ~1 at_all|o|oo',
    undefined,
    'DOUBT',
  ],
  // A pest in the singular; a safe-storage question; a pest poison kept from the children.
  ['@PEST6 ~3 don_chop|chop|chopped|ate|eating|dey_chop|destroyed|dey_disturb|disturbing|everywhere ~12 @POISON'],
  ['@POISON ~3 for ~1 the|my|dis|this|those|these|dem? ~0 @PEST6|@PESTS'],
  [
    'store|keep|storing|keeping|lock|use ~4 @POISON|@DRUGS|pesticides|pesticide|insecticide|chemicals|medicine|medicines ~8 kids|children|pikin|my_pikin|the_kids|reach|out_of_reach|cant_reach|away_from|without|make_e_no|affect_me|affect_us|near_am',
  ],
  [
    '@POISON ~12 make_e_no|so_e_no|without|so_it_doesnt|so_it_wont|make_e_no_go ~1 affect|harm|reach|touch|poison ~0 me|us|my_pikin|the_kids|the_children|pikin|my_children|my_kids',
  ],
  // Kids playing "kidnappers"; a road avoided; a documentary.
  [
    'playing|play|game|pretend|dey_play ~3 kidnappers|kidnapper|robbers|police_and_thief|war|soldiers',
    undefined,
    'PROF_UNLESS',
  ],
  [
    'kidnappers|robbers|bandits|gunmen ~8 another_road|another_route|different_road|different_route|avoid|avoiding|stay_away|alternative_route|follow_another|use_flight|take_flight|by_air|fly_instead|go_by_air|take_the_train',
    undefined,
    'PROF_UNLESS',
  ],
  // A sermon: "die to self", "die to the flesh"; a sermon or a song that "touched me".
  ['die|dying|dead|died ~0 to ~0 self|flesh|the_flesh|sin|ourselves|the_world|pride'],
  [
    'really|deeply|so|it|e|that|this|sermon|message|song|word|preaching|story|film ~1 touched|touch|touches ~0 me|my_heart|mi ~0 @EDGE|deeply|so_much|spiritually|a_lot|well|o|die',
  ],
  // A team or a tactic that is "suicidal".
  ['@SPORT|defence|defending|tactics|formation|lineup|team|club ~4 suicidal|suicide'],
  // A relapse on a diet, a habit.
  [
    'relapsed|relapse|relapsing ~2 on|with ~1 my|the|a? ~0 diet|smoking|cigarettes|vaping|sugar|junk_food|junk|keto|gym|coffee|caffeine|social_media|nail_biting|procrastination|fasting|no_sugar|soda',
  ],
  ['diet|smoking|cigarettes|vaping|sugar|junk_food|keto|coffee|caffeine|social_media ~3 relapse|relapsed'],
  // A food one could "kill for"; a task to "kill"; a pepper that "go kill person".
  ['kill|kil|murder ~0 for ~1 am|it|this|that|some|a|an|one|plate|bottle|cup|jollof|food|suya|rice|pizza|shawarma'],
  ['@KILL|kill|smash|crush|destroy|finish ~0 this|that|the|dis|my ~0 @TASK6'],
  ['@TASK6 ~8 make_i|so_i_can|let_me ~0 finish ~0 am|it'],
  [
    'pepper|soup|stew|jollof|suya|food|this_soup|this_pepper|chilli|ata|barkono|ose|ofe ~6 go_kill_person|fit_kill_person|kill_person|will_kill_someone|go_kill_somebody|will_kill_you|go_kill_you',
  ],
  // A hyperbole about the network, a price or the traffic ("if this network fail me again I go throw
  // myself inside the Atlantic"); the queue I'll "die" in; sleeping "forever" on Sundays.
  [
    'if ~1 this|the|my|dis ~0 @TRIVIAL6 ~8 i_go|ill|i_will|were|well|we_will|we_go|im_going_to ~4 @JUMP|throw_myself|lie_down|jump|die|kpai',
    undefined,
    'NO_JOKE',
  ],
  [
    'die|dead|perish|kpai ~3 in_this|in_the|inside_this|inside_the|for_this|for_the|on_this ~0 @TRIVIAL6|queue|line|bank|class|lecture|meeting|heat|sun|traffic',
  ],
  [
    'sleep ~0 forever|till_forever ~3 sunday|sundays|saturday|saturdays|weekend|weekends|holiday|holidays|cozy|cosy|comfy|comfortable|this_bed|my_bed',
  ],
  // Friends who "joke" that they will all do something; a parent who "will kill me" if I'm late (lol).
  [
    'we_joke|we_always_joke|joke_that|we_dey_joke|jokingly|joking_that|jokes_that|na_egwu_egwu|na_egwu|egwu_egwu ~14 @JUMP|@KILL|@DANGER_LOCAL|lie_down|throw_myself|expressway|lagoon|atlantic|river|die',
    undefined,
    'NO_JOKE',
  ],
  [
    'ga_egbu_m|zai_kashe_ni|za_su_kashe_ni|will_kill_me|go_kill_me|maa_pa_mi|ma_pa_mi|ga_egbu_m_ma ~1 ma|if|idan|ti|in ~8 lol',
    undefined,
    'NO_JOKE',
  ],
  // "I'll kill you" quoted of a parent or a sibling over a small thing.
  [
    'ill_kill_you|i_will_kill_you|i_go_kill_you ~3 my_mum|my_mom|my_dad|my_sister|my_brother|my_mother|my_father|mum|mom ~4 when|after|because|every_time|for',
    undefined,
    'NO_JOKE',
  ],
  // A petty quarrel: "I could strangle my brother for finishing my data".
  [
    '@KILL_STRONG|kill|strangle|murder|slap ~2 my_brother|my_sister|my_little_brother|my_little_sister|my_roommate|my_cousin|my_flatmate|this_boy|this_girl|him|her ~1 for ~0 finishing|eating|taking|using|drinking|wearing|borrowing|breaking|spoiling|chopping|touching|finish|chop|take|use|wear|spoil ~1 my|our|the',
    undefined,
    'QUARREL_UNLESS',
  ],
  // A barber's nick; a child's small burn treated at home.
  ['@BEAUTY ~6 cut|cuts|nicked ~0 me|my', undefined, 'NO_JOKE'],
  ['cut|cuts|nicked ~0 me ~6 @BEAUTY', undefined, 'NO_JOKE'],
  [
    'burn|burnt|burned|cut ~0 his|her|im|their|e ~1 @BODY ~8 small|ointment|cream|rub|wetin_i_go_rub|what_do_i_apply|first_aid|plaster|aloe|by_mistake|accidentally|for_stove|on_the_stove|while_cooking',
    undefined,
    'NO_JOKE',
  ],
  // A toddler or a baby who hits or bites.
  [
    'toddler|my_toddler|baby|my_baby|year_old|yr_old|infant|little_one ~1 hits|hit|bites|bit|kicks|scratches|slaps ~0 me ~8 angry|tantrum|tantrums|teach|gentle|when_she|when_he|how_do_i|normal',
  ],
  // An obituary: "RIP to the legend".
  [
    'rip|rest_in_peace|rest_well|sun_re_o ~2 legend|king|queen|icon|goat|hero|star|uncle|aunty|aunt|grandma|grandpa|granny|bro|sis|sir|daddy|mummy|papa|mama|coach|teacher|pastor',
  ],
  // Stuck in traffic on a bridge.
  [
    'bridge|flyover|afara|gada|akwa_mmiri|third_mainland|carter_bridge|eko_bridge|otedola_bridge|lekki_bridge ~10 traffic|go_slow|hold_up|no_dey_move|not_moving|okada|danfo|bus|keke|oko|oko_po|ọkọ|cunkoso|stuck|jam|jammed|motor|moto|mota|ugboala',
    undefined,
    'ON_EDGE',
  ],
  [
    'traffic|go_slow|hold_up|stuck|jam|cunkoso ~10 bridge|flyover|afara|gada|akwa_mmiri|third_mainland',
    undefined,
    'ON_EDGE',
  ],
  ['my_will ~0 is|na ~0 to'],
  // Meeting my maker "someday, but not before..."; life "has no meaning without" good food.
  ['meet_my_maker|see_god|go_to_heaven ~2 someday|one_day|when_im_old|but_not_before|not_before|eventually|in_old_age'],
  [
    'meaning|sense|point|joy ~1 without ~1 good|my|sweet|nice|a? ~0 food|music|jollof|football|suya|party|data|light|my_phone',
  ],
  // The last time you hear from me "about this matter"; a note saying where I went.
  ['last_time ~1 you_hear|you_will_hear|youll_hear ~2 from ~0 me ~0 about|on|regarding|concerning|over'],
  ['note|letter ~10 saying_i|to_say_i|that_i_went|i_went_to|gone_to|went_to|about_the|to_remind|reminding'],
  // Tired of everything and needing a holiday; a burden when asking for help with the baby.
  ['burden ~0 asking|when_asking|for_asking|to_ask|when_i_ask ~3 for|my'],
];
