// The crisis rules per kind and self-harm sub-kind (notation: engine.ts; idioms: rules.ts). Order
// matters only for naming: when several rules match, the earliest in the text wins, then the
// earliest here. C = CRISIS, U = UNSURE (ask the member), n = negatable, s = subject-aware.
import type { CrisisKind, SelfHarmSubKind } from '@mindcheck/common';
import { compileRule, lexicon } from './engine.js';
import type { Rule } from './rules.js';
import './rules.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');
lexicon(
  'ENDV',
  words(
    'end|ending|ended|take|taking|took|taken|finish|finishing|stop|terminate|quit|waste|cut_short|destroy|give_up|lose|sacrifice|throw_away|do_away_with|terminate',
  ),
);
lexicon(
  'MY_LIFE_ONLY',
  words(
    'my_life|my_own_life|me_life|this_life|my_existence|my_miserable_life|my_useless_life|this_useless_life|this_miserable_life|myself|my_self|my_own_self',
  ),
);
lexicon(
  'END_ALL',
  words(
    'it_all|everything|all_of_it|am|things|it_here|it_now|it_tonight|it_today|it_once_and_for_all|it_for_good|it_for_real|my_suffering|my_misery|the_misery|all_this|all_this_suffering|this_suffering|it_finally|all|everytin|everything_today|everything_tonight',
  ),
);
lexicon(
  'LIFE_WORD',
  words(
    'life|living|this_life|my_life|being_alive|existing|breathing|this_world|the_world|dis_life|life_itself|everything_in_life|being_me|being_here|waking_up|to_live|to_be_alive|this_existence',
  ),
);
lexicon(
  'WITHOUT_ME',
  words(
    'without_me|if_i_die|if_i_died|when_im_gone|if_im_gone|if_i_was_gone|if_i_were_gone|if_i_was_dead|if_i_were_dead|if_i_wasnt_here|if_i_werent_here|if_i_wasnt_around|if_i_werent_around|if_i_disappear|if_i_disappeared|if_i_no_dey|if_i_left|if_i_leave_this_world|dead|gone|if_i_no_dey_alive|if_i_kill_myself|if_i_wasnt_born|if_i_was_never_born',
  ),
);
lexicon('OVERDOSE', words('overdose|overdosed|overdosing|od|odd|ods|oding|overdoze'));
lexicon(
  'PLACE_HIGH',
  words(
    'bridge|third_mainland|third_mainland_bridge|3rd_mainland|carter_bridge|eko_bridge|lekki_bridge|otedola_bridge|niger_bridge|rooftop|roof|roof_top|top_floor|storey_building|storey|balcony|building|high_rise|tall_building|cliff|edge|ledge|window|fifth_floor|tenth_floor|uncompleted_building|flyover|overhead_bridge|stairs|staircase|hostel|tower|mast',
  ),
);
lexicon(
  'WATER',
  words(
    'lagoon|lagos_lagoon|river|river_niger|river_benue|the_sea|sea|ocean|bar_beach|atlantic|well|dam|water|pond|canal|gorge|lake|stream|the_deep|deep_water|lagoon_water',
  ),
);
lexicon(
  'NAMED_PLACE',
  words(
    'third_mainland|third_mainland_bridge|3rd_mainland|carter_bridge|eko_bridge|lekki_bridge|otedola_bridge|niger_bridge|lagoon|lagos_lagoon|bar_beach|river_niger|river_benue|atlantic|ogun_river|osun_river',
  ),
);
lexicon(
  'VEHICLE',
  words(
    'train|trailer|tanker|danfo|lorry|truck|moving_car|car|cars|bus|keke|okada|brt|oncoming_traffic|traffic|moving_vehicle|vehicle|molue|tipper|container|a_car|a_train|a_trailer|a_bus|a_truck|a_tanker|fast_car',
  ),
);
lexicon(
  'NECK_FAN',
  words(
    'neck|fan|ceiling|ceiling_fan|tree|beam|rafter|roof|my_neck|the_fan|the_ceiling|rod|door|hook|window|mango_tree|pole',
  ),
);
lexicon(
  'HARM_ANY',
  words(
    'kill|die|jump|cut|hurt|harm|end|drink|hang|stab|burn|drown|swallow|poison|take|overdose|slit|bleed|disappear|strangle|choke|shoot|set_fire|end_it|walk_into|throw_myself|go_to_the_bridge|kpai|self_harm|punish',
  ),
);
lexicon(
  'SEVERE_V',
  words(
    'raped|raping|rapes|rape|strangling|strangled|choking|choked|stabbed|stabbing|molesting|molested|molests|beating|beats|beat|flogs|flogging|battering|battered|kidnapped|kidnap|abducted|abusing|abuses|abused|assaulted|assaulting|attacking|attacked|threatening|threatened|threatens|trafficking|chasing|chased|drugging|drugged|locked|locking|touching|touched|touches',
  ),
);
lexicon(
  'FAREWELL',
  words('goodbye|good_bye|bye|byebye|bye_bye|farewell|adieu|odabo|o_dabo|sai_an_jima|ka_o_di|ka_odi|see_you_never'),
);
lexicon(
  'ALL_PEOPLE',
  words(
    'everyone|everybody|world|all|forever|cruel_world|my_people|to_all|for_good|for_the_last_time|to_everyone|una|my_family|family|friends|my_friends|guys|all_of_you|you_all|yall|to_you_all|mum|mom|mama|everybody_o|for_ever|my_loves|my_love|world_o',
  ),
);
lexicon(
  'GONE',
  words(
    'gone|dead|no_more|late|not_here|not_around|no_longer_here|no_longer_around|not_alive|in_heaven|six_feet_under|buried',
  ),
);
lexicon(
  'HOUSE',
  words(
    'house|home|compound|room|flat|apartment|hostel|shop|our_house|my_house|my_room|the_house|our_compound|my_compound',
  ),
);

type Spec = readonly [source: string, kind: CrisisKind, subKind: SelfHarmSubKind | null, flags: string];
const S = 'SELF_HARM';
const SOURCES: readonly Spec[] = [
  // Someone else, in their own words (reflexive of a third person) and in danger now.
  ['@KILL|@HARM_SELF_V|hang|hanged|hung|poisoned|shot|drowned ~1 @SELF3', 'SOMEONE_ELSE', null, 'C'],
  ['@ENDV ~1 @LIFE3', 'SOMEONE_ELSE', null, 'C'],
  ['@THIRD ~3 is|was|has|dey|don|just|now|currently ~2 @EMERGENCY', 'SOMEONE_ELSE', null, 'C'],
  ['@THIRD ~1 @EMERGENCY', 'SOMEONE_ELSE', null, 'C'],
  [
    '@AGENT ~3 beating|stabbing|attacking|strangling|choking|raping|hitting|killing|flogging|burning|dragging|kicking|slapping|threatening|chasing|molesting|shooting ~1 @TARGET',
    'SOMEONE_ELSE',
    null,
    'C',
  ],
  [
    '@THIRD ~5 goodbye_message|suicide_note|goodbye_note|last_message|goodbye_text|farewell_message|final_message|goodbye_letter|farewell_note',
    'SOMEONE_ELSE',
    null,
    'C',
  ],
  // Self-harm: explicit intent.
  ['@SUICIDE_LOCAL', S, 'EXPLICIT_INTENT', 'C'],
  [
    '@KILL|kpai|kpeh|end|hang|hanging|hanged|poison|poisoning|drown|drowning|shoot|stab|strangle ~1 @SELF',
    S,
    'EXPLICIT_INTENT',
    'C',
  ],
  ['@ENDV ~1 @MY_LIFE_ONLY', S, 'EXPLICIT_INTENT', 'C'],
  ['@WANT|@I ~3 @ENDV ~0 @END_ALL', S, 'EXPLICIT_INTENT', 'Cs'],
  ['@SUICIDE', S, 'EXPLICIT_INTENT', 'Cs'],
  ['@WANT ~2 @DIE|@DIE_LOCAL', S, 'EXPLICIT_INTENT', 'Cns'],
  ['@DIE_LOCAL', S, 'EXPLICIT_INTENT', 'C'],
  ['@WANT ~2 end|ending ~0 it|am|this|everything', S, 'EXPLICIT_INTENT', 'Uns'],
  [
    'but|though|although|however|yet ~2 @I ~2 think|thinking|thought ~1 about|of ~0 it|am|that|doing_it',
    S,
    'EXPLICIT_INTENT',
    'U',
  ],
  [
    '@I ~2 go|will|gonna ~2 kpai|do_it|do_am|end_am ~1 tonight|today|now|soon|this_night|this_week',
    S,
    'EXPLICIT_INTENT',
    'C',
  ],
  // Plan or means.
  ['@CONSUME ~3 @POISON', S, 'PLAN_OR_MEANS', 'Cns'],
  ['@CONSUME ~4 @QUANTITY|@BIG_NUMBER ~3 @DRUGS', S, 'PLAN_OR_MEANS', 'Cns'],
  [
    '@WANT ~1 it|everything|it_all|all_of_this|this|all|life|my_life|the_pain ~2 to ~0 end|stop|be_over|finish',
    S,
    'EXPLICIT_INTENT',
    'Uns',
  ],
  ['@OVERDOSE', S, 'PLAN_OR_MEANS', 'Cns'],
  ['@DRUGS|@POISON ~5 @DIE|@ENDV', S, 'PLAN_OR_MEANS', 'Cs'],
  ['@JUMP ~3 off|from|down|out|of|from_the_top_of|from_top ~3 @PLACE_HIGH', S, 'PLAN_OR_MEANS', 'Cns'],
  ['@JUMP ~2 into|inside|in|enter ~2 @WATER', S, 'PLAN_OR_MEANS', 'Cns'],
  [
    '@JUMP|lie|lay|throw_myself|put_myself ~2 in_front_of|under|before|infront_of|for_front_of ~2 @VEHICLE',
    S,
    'PLAN_OR_MEANS',
    'Cns',
  ],
  ['@JUMP|go|going|drive|walk|climb|climbing ~5 @NAMED_PLACE', S, 'PLAN_OR_MEANS', 'Cns'],
  [
    '@NAMED_PLACE|@PLACE_HIGH ~4 jump|jumping|jump_off|and_jump|end_it|end_am|end_everything',
    S,
    'PLAN_OR_MEANS',
    'Cns',
  ],
  ['drown|drowning ~1 myself|in', S, 'PLAN_OR_MEANS', 'Cs'],
  ['rope|noose|ropes ~5 @NECK_FAN', S, 'PLAN_OR_MEANS', 'Cs'],
  [
    'tie|tied|tying|hang|hanging|buy|bought ~3 rope|noose|cloth|wrapper|belt|bedsheet|scarf|cable ~4 @NECK_FAN|myself|tonight',
    S,
    'PLAN_OR_MEANS',
    'Cs',
  ],
  [
    'plan|planned|planning|know|decided|figured_out ~3 how|when|where|the_way ~3 @KILL|@DIE|end|do_it|die|go|leave',
    S,
    'PLAN_OR_MEANS',
    'Cn',
  ],
  ['@BLADE ~4 my ~1 @BODY', S, 'SELF_HARM_ACT', 'Cn'],
  // Self-harm acts.
  ['@HARM_SELF_V ~1 @SELF', S, 'SELF_HARM_ACT', 'C'],
  [
    'self_harm*|selfharm*|self-harm*|self_injur*|selfinjur*|self_mutilat*|self_hurt|self_punish',
    S,
    'SELF_HARM_ACT',
    'Cs',
  ],
  [
    'started|start|stopped|back_to|went_back_to|relapsed|relapse|relapsing|urge_to|urges_to|urge|urges|want_to|wanna|wan|thinking_of|keep|kept|cant_stop|addicted_to|habit_of ~2 cutting|cut|burning|self_harm|harming',
    S,
    'SELF_HARM_ACT',
    'Cns',
  ],
  ['cutting|cut|burning|harming ~1 again|myself_again|clean|relapse', S, 'SELF_HARM_ACT', 'Cns'],
  ['@CUT_V ~0 my|mi|me|both ~1 @BODY', S, 'SELF_HARM_ACT', 'Cns'],
  ['bleed|bleeding|bled ~2 on_purpose|intentionally|deliberately|till|until', S, 'SELF_HARM_ACT', 'Cs'],
  ['cuts|scars|marks|wounds|burns ~3 on|for ~1 my|mi ~0 @BODY', S, 'SELF_HARM_ACT', 'U'],
  // Passive wish.
  ['@NEG ~1 want|wanna|wan|feel_like|wish|like|need|care|see_reason|dey_want|desire ~2 @LIVE', S, 'PASSIVE_WISH', 'Cs'],
  ['better_off|better|happier|easier|fine|okay|free|relieved|peace|rest ~4 @WITHOUT_ME', S, 'PASSIVE_WISH', 'C'],
  [
    'wish|wishing|wished|pray|praying ~4 @DIE|never_born|not_born|never_been_born|wasnt_born|werent_born|was_never_born|had_never_been_born|dont_wake|never_woke|no_wake',
    S,
    'PASSIVE_WISH',
    'Cns',
  ],
  ['nobody|no_one|noone|no_body|none ~3 miss|notice|care|cry|mourn ~1 me|if|when', S, 'PASSIVE_WISH', 'C'],
  [
    'if|when|once ~1 @I ~2 die|died|dead|gone|disappear|disappeared|kpai|no_dey|am_gone|go ~5 nobody|no_one|noone|who|anybody|anyone|everyone|everybody|world|better',
    S,
    'PASSIVE_WISH',
    'C',
  ],
  [
    'hope|hoping|pray ~3 @DIE|dont_wake|never_wake|no_wake|not_wake|i_dont_wake|i_never_wake|i_die',
    S,
    'PASSIVE_WISH',
    'Cns',
  ],
  [
    'sleep|sleeping ~2 forever|and_never_wake|and_not_wake|and_no_wake|eternally|permanently|and_never_wake_up|for_ever|and_not_wake_up|no_wake',
    S,
    'PASSIVE_WISH',
    'C',
  ],
  [
    'god|allah|chineke|olorun|oluwa|lord|jesus|death|baba_god|ubangiji ~4 take|kill|call|carry|collect|come_for ~1 me|mi|my_life|my_soul|my_breath',
    S,
    'PASSIVE_WISH',
    'Cn',
  ],
  [
    'why ~3 @I ~1 still ~0 alive|here|living|breathing|existing|around|dey_alive|dey_live|on_earth',
    S,
    'PASSIVE_WISH',
    'C',
  ],
  ['why ~2 was_i|am_i|did_i|i_was|i_dey|was_i_ever ~1 born|created|alive', S, 'PASSIVE_WISH', 'U'],
  [
    'want|wish|wan|wanna|just_want ~2 disappear|vanish|fade_away|cease|evaporate ~2 forever|for_good|permanently|from_this_world|from_earth|and_never_come_back|completely',
    S,
    'PASSIVE_WISH',
    'Cn',
  ],
  [
    'want|wish|wan|wanna ~2 disappear|vanish|fade_away|cease|evaporate|stop_existing|not_exist',
    S,
    'PASSIVE_WISH',
    'Un',
  ],
  ['death ~3 better|welcome|sweet|relief|peace|solution|answer|escape|option|way_out|rescue', S, 'PASSIVE_WISH', 'Cn'],
  [
    '@I ~2 ready|prepared|waiting|longing|yearning|can_wait ~2 for_death|to_go|to_leave|to_meet_my_maker|for_the_end|to_rest|for_my_end',
    S,
    'PASSIVE_WISH',
    'C',
  ],
  // Hopelessness with intent.
  ['@HOPELESS_LOCAL', S, 'HOPELESSNESS_WITH_INTENT', 'C'],
  [
    'no|nothing|not_any|no_more|zero|lost|dont_have_any|dont_have_a|dont_see_any|cant_see_any|cant_find_any|cant_find_a|see_no|find_no|nor_get|no_get ~1 reason|point|purpose|will|reasons|meaning|desire|motivation|strength|hope ~3 @LIVE|@LIFE_WORD|go_on|going_on|alive|stay|staying|keep_going|continue|continuing|keep_living',
    S,
    'HOPELESSNESS_WITH_INTENT',
    'C',
  ],
  [
    'nothing|no_one|nobody|nothing_left|nothing_else ~3 to_live_for|worth_living_for|left_to_live_for|live_for|to_stay_for|worth_staying_for|keeping_me_here|holding_me_here',
    S,
    'HOPELESSNESS_WITH_INTENT',
    'C',
  ],
  [
    'life|living|this_life|my_life ~3 not|no|isnt|aint|never|no_longer|hardly ~1 worth ~1 living|it|anything|continuing|the_pain|the_stress|the_trouble',
    S,
    'HOPELESSNESS_WITH_INTENT',
    'C',
  ],
  ['tired|tire|weary|sick|done|fed_up|finished|exhausted|over ~2 @LIFE_WORD', S, 'HOPELESSNESS_WITH_INTENT', 'Cn'],
  [
    'tired|tire|weary|sick|done|fed_up|finished ~2 everything|it_all|of_it_all|with_it_all|being_me|trying|fighting|struggling',
    S,
    'HOPELESSNESS_WITH_INTENT',
    'Un',
  ],
  ['give|giving|gave|given ~0 up ~1 on ~0 @LIFE_WORD|myself|living', S, 'HOPELESSNESS_WITH_INTENT', 'Cn'],
  [
    'point|use|sense|meaning ~3 @LIFE_WORD|going_on|trying_anymore|being_alive|existing|staying|carry_on',
    S,
    'HOPELESSNESS_WITH_INTENT',
    'Un',
  ],
  [
    'cant|no_fit|unable|cannot|couldnt|no_go_fit ~2 go_on|continue|keep_going|carry_on|do_this|take_it|take_this|cope|bear_it|bear_this|endure|survive|hold_on|live_like_this|handle_this|handle_it|face_tomorrow|face_another_day|face_life|deal ~2 anymore|again|any_longer|no_more|like_this|for_long|much_longer|any_more',
    S,
    'HOPELESSNESS_WITH_INTENT',
    'U',
  ],
  [
    '@I ~2 burden|a_burden|just_a_burden|a_waste|waste_of_space|waste_of_air|waste_of_oxygen|mistake|a_mistake|useless_to_everyone|problem_to_everyone',
    S,
    'HOPELESSNESS_WITH_INTENT',
    'U',
  ],
  ['this ~1 is|na ~1 the ~0 end ~0 for_me|of_me|of_the_road|of_my_road|of_my_life', S, 'GOODBYE', 'C'],
  // Goodbye and finality.
  [
    'my|this|dis ~1 last|final ~0 message|messages|text|post|words|goodbye|note|letter|day_on_earth|night_on_earth|day_alive|night_alive|breath|day_here|night_here|time_talking|chat|conversation',
    S,
    'GOODBYE',
    'C',
  ],
  ['@FAREWELL ~1 @ALL_PEOPLE', S, 'GOODBYE', 'C'],
  [
    'by_the_time|when|once|if ~1 you|una|u|anyone|someone|somebody|people ~2 read|see|get|receive|find|open|hear ~1 this|these|my_message|my_note|my_body',
    S,
    'GOODBYE',
    'C',
  ],
  [
    '@I ~2 wont|will_not|no_go|will_no_longer|wouldnt|not_going_to|wont_even ~1 be ~1 here|around|alive|there|on_earth|in_this_world|una_problem|your_problem|a_problem ~2 anymore|much_longer|by_morning|for_long|any_longer|by_tomorrow|tomorrow|next_week|after_today|after_tonight|again|to_see',
    S,
    'GOODBYE',
    'C',
  ],
  [
    'take_care_of|look_after|take_care_for|help_me_take_care_of|care_for ~3 my|mama|mum|mom|kids|children|family|dog|cat|sister|brother ~3 for_me|when_im_gone|after_im_gone|after_i_go|when_i_go|when_i_leave|after_today|after_i_die|when_i_die',
    S,
    'GOODBYE',
    'C',
  ],
  ['when|after|once|before ~0 @I ~1 @GONE', S, 'GOODBYE', 'C'],
  [
    'giving|gave|give|given|giving_out|share|sharing|shared ~1 away|out ~2 my ~0 things|stuff|belongings|clothes|property|possessions|everything|books|shoes|gadgets|valuables',
    S,
    'GOODBYE',
    'C',
  ],
  [
    'suicide_note|goodbye_note|goodbye_letter|farewell_letter|farewell_note|last_letter|final_letter|goodbye_message|farewell_message|suicide_letter|goodbye_video',
    S,
    'GOODBYE',
    'Cs',
  ],
  [
    'wrote|written|write|writing|drafted|drafting|prepared|left|leaving|recorded ~2 my|a|the ~0 will|letters|letter ~3 to|for ~1 my|everyone|my_family|my_loved_ones|mum|mom|kids',
    S,
    'GOODBYE',
    'U',
  ],
  [
    'forgive ~1 me ~4 about_to_do|am_about_to|im_about_to|go_do|going_to_do|will_do|wan_do|dey_go_do|gonna_do|doing_this|this_decision|my_decision',
    S,
    'GOODBYE',
    'C',
  ],
  [
    'see ~1 you|una|u ~2 other_side|in_heaven|in_the_next_life|on_the_other_side|in_another_life|in_the_afterlife|in_paradise|in_the_next_world|in_heaven_o',
    S,
    'GOODBYE',
    'C',
  ],
  [
    'sorry ~3 everything|all_the_trouble|being_a_burden|disappointing_everyone|everything_o|all_i_did ~4 @FAREWELL|forgive|last|love_you|take_care|remember_me',
    S,
    'GOODBYE',
    'U',
  ],
  ['remember ~0 me ~1 @FAREWELL|when_im_gone|fondly|after|please_remember|with_love', S, 'GOODBYE', 'U'],
  // Harm to others.
  ['@KILL_STRONG ~1 @TARGET', 'HARM_TO_OTHERS', null, 'Cns'],
  ['@WANT|@I ~3 @HURT ~1 @TARGET', 'HARM_TO_OTHERS', null, 'Cns'],
  [
    'use|using|take|bring|carry ~1 it|am|knife|gun|cutlass|machete|acid|the_knife|the_gun|my_knife|my_gun|the_cutlass|petrol|poison|rod|hammer|bottle ~1 on|for|against ~0 @TARGET',
    'HARM_TO_OTHERS',
    null,
    'Cs',
  ],
  [
    '@KILL_STRONG ~1 everyone|everybody|people|them_all|all_of_them|all_of_una|the_whole|the_whole_family|the_whole_class|the_whole_office',
    'HARM_TO_OTHERS',
    null,
    'Cn',
  ],
  [
    'shoot|shoot_up|bomb|blow_up|attack|burn|burn_down|set_fire_to|set_fire_on ~2 the|my|our|his|her|their ~0 school|church|mosque|office|class|place|market|house|home|shop|compound|car|hostel|classroom|workplace',
    'HARM_TO_OTHERS',
    null,
    'Cns',
  ],
  ['@I ~3 afraid|scared|worried|frightened|terrified ~4 @HURT|@KILL_STRONG ~2 @TARGET', 'HARM_TO_OTHERS', null, 'C'],
  [
    '@I ~2 get|have|bought|got|keep|kept|hid|sharpened|sharpen ~2 @WEAPON ~6 for|@TARGET|ready|waiting',
    'HARM_TO_OTHERS',
    null,
    'U',
  ],
  // In danger from someone else.
  ['@DANGER_LOCAL', 'IN_DANGER', null, 'C'],
  ['@AGENT ~3 @DANGER_V ~1 @ME', 'IN_DANGER', null, 'C'],
  ['@SEVERE_V ~0 me|mi|us', 'IN_DANGER', null, 'Cn'],
  [
    '@AGENT ~2 will|go|gonna|wants_to|want_to|wan|threatened_to|threatens_to|threatening_to|promised_to|said_he_will|said_she_will|swore_to|swear_say_e_go|say_e_go|says_he_will|says_she_will|vowed_to ~2 hurt|harm|kill|finish|deal_with|waste|stab|shoot ~1 @ME',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    '@AGENT ~2 dey|is|are|keeps|kept|has_been|have_been|been|was ~1 following|follow|stalking|watching|trailing|chasing|hunting|looking_for ~1 me|mi|us',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    'touch|touches|touched|touching|fondle|fondles|fondled|fondling ~1 me|mi|my_body ~3 inappropriately|there|my_private|my_privates|private|at_night|anyhow|wrongly|without|against|when|sexually|every|in_my|under',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    '@I ~3 not|no|dont_feel|do_not_feel|never_feel ~1 safe ~4 @HOUSE|here|with|around|at_home|anymore|again|now|tonight',
    'IN_DANGER',
    null,
    'Cn',
  ],
  ['fear|fearing|scared|afraid|terrified ~1 for ~0 my_life|my_safety|my_life_now', 'IN_DANGER', null, 'C'],
  [
    '@I ~3 scared|afraid|terrified|frightened ~2 of|say|that ~1 @AGENT ~3 will|go|might|may|wan|is_going|gonna|would ~2 kill|hurt|harm|beat|rape|stab|come|find|return|do',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    '@AGENT ~4 has|have|holding|brought|pulled|pointed|carrying|carry|bring|with ~2 @WEAPON ~4 me|mi|us|@HOUSE|door|room|outside|here|now',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    'kidnapped|kidnappers|abducted|held_hostage|held_captive|hostage|locked_up|trafficked|locked_inside|locked_in',
    'IN_DANGER',
    null,
    'Cs',
  ],
  [
    'thieves|robbers|armed_robbers|gunmen|bandits|kidnappers|cultists|intruder|intruders|someone|somebody|men|people ~4 in|inside|breaking|broke|entering|entered|outside|at ~2 my|our|the ~0 @HOUSE|door|window|gate',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    'help|helpme|please_help|somebody_help|help_o ~3 @AGENT|they|he|she ~3 @DANGER_V|coming|here|outside|inside',
    'IN_DANGER',
    null,
    'C',
  ],
  // Command voices.
  ['@VOICE ~4 @COMMAND ~5 @KILL_STRONG|@HURT ~1 @TARGET', 'HARM_TO_OTHERS', null, 'C'],
  ['@VOICE ~4 @COMMAND ~6 @HARM_ANY', S, 'COMMAND_VOICES', 'C'],
  [
    'hear|hearing|heard|hears ~2 voice|voices|things|spirits|someone_talking|people_talking|whispers',
    S,
    'COMMAND_VOICES',
    'U',
  ],
];

export const KIND_RULES: readonly Rule[] = SOURCES.map(([source, kind, subKind, flags]) => ({
  slots: compileRule(source),
  kind,
  subKind,
  level: flags.includes('U') ? 'UNSURE' : 'CRISIS',
  negatable: flags.includes('n'),
  subjectAware: flags.includes('s'),
}));
