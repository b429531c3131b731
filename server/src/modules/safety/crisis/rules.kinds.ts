// The crisis rules per kind and self-harm sub-kind (notation: engine.ts; idioms: rules.ts). Order
// matters only for naming: when several rules match, the earliest in the text wins, then the
// earliest here. C = CRISIS, U = UNSURE (ask the member), n = negatable, s = subject-aware.
import { compileRule, lexicon } from './engine.js';
import type { Rule } from './rules.js';
import './rules.js';
import { SELF_HARM_SOURCES, type Spec } from './rules.self.js';

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
  ['@SOMEONE_LOCAL', 'SOMEONE_ELSE', null, 'C'],
  [
    '@THIRD ~4 texted|sent|posted|wrote|said|called_to_say|dropped|messaged|tweeted ~3 goodbye|bye_forever|farewell|final_goodbye|last_goodbye|goodbye_to_everyone|a_goodbye',
    'SOMEONE_ELSE',
    null,
    'C',
  ],
  [
    '@THIRD ~4 hasnt_woken_up|not_woken_up|wont_wake|cant_wake|empty_pill|empty_bottle|empty_packets|empty_sachets|took_all|drank_all|swallowed_all|is_cold|turned_blue|slit|slashed',
    'SOMEONE_ELSE',
    null,
    'C',
  ],
  ...SELF_HARM_SOURCES,
  // Harm to others.
  [
    'poison|put_poison_in|put_sniper_in|put_something_in|lace|spike|drug ~2 his|her|their|my_husbands|my_wifes|my_bosss|the ~0 food|drink|tea|soup|meal|water|pap|garri',
    'HARM_TO_OTHERS',
    null,
    'Cn',
  ],
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
  [
    '@AGENT ~2 coming|come|came|dey_come ~0 for_me|after_me|to_get_me|to_kill_me|to_find_me|for_my_life',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    '@AGENT ~3 outside|at|around ~1 my|our ~0 door|house|gate|window|room|hostel|compound|place ~4 wont_leave|refuses|knocking|banging|shouting|threatening|with|again|now|waiting',
    'IN_DANGER',
    null,
    'U',
  ],
  [
    '@AGENT ~2 comes|come|enters|entered|creeps|creep|sneaks|sneak|dey_enter|dey_come ~1 into|inside|in|to ~0 my ~0 room|bed ~3 at_night|every_night|when|while|and',
    'IN_DANGER',
    null,
    'U',
  ],
  [
    '@AGENT ~3 dey|is|are|keeps|always|still ~0 beat|beating|hit|hitting|flog|flogging|kick|kicking|slap|slapping|choke|choking|stab|stabbing|rape|raping ~1 @TARGET',
    'SOMEONE_ELSE',
    null,
    'C',
  ],
  [
    '@AGENT ~2 beats|hits|flogs|kicks|slaps|chokes|rapes|abuses|molests|tortures|starves ~1 @TARGET',
    'SOMEONE_ELSE',
    null,
    'C',
  ],
  ['@DANGER_LOCAL', 'IN_DANGER', null, 'C'],
  [
    'being|getting|been|was ~0 beaten|attacked|stabbed|raped|strangled|choked|kidnapped|abused|flogged|battered|molested|threatened|chased|locked_up|held|dragged|shot',
    'IN_DANGER',
    null,
    'Cs',
  ],
  ['@AGENT ~3 @DANGER_V ~1 @ME', 'IN_DANGER', null, 'C'],
  ['@SEVERE_V ~0 me|mi|us', 'IN_DANGER', null, 'Cn'],
  [
    '@AGENT ~4 will|go|gonna|wants_to|want_to|wan|threatened_to|threatens_to|threatening_to|promised_to|said_he_will|said_she_will|swore_to|swear_say_e_go|say_e_go|says_he_will|says_she_will|vowed_to ~2 hurt|harm|kill|finish|deal_with|waste|stab|shoot ~1 @ME',
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
    '@I ~3 scared|afraid|terrified|frightened ~2 of|say|that? ~1 @AGENT ~3 will|go|might|may|wan|is_going|gonna|would ~2 kill|hurt|harm|beat|rape|stab|come|find|return|do',
    'IN_DANGER',
    null,
    'C',
  ],
  [
    '@AGENT ~4 has|have|holding|brought|pulled|pointed|carrying|carry|bring|with ~2 @WEAPON ~4 me|mi|us|@HOUSE|door|room|outside|here|now?',
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
];

export const KIND_RULES: readonly Rule[] = SOURCES.map(([source, kind, subKind, flags]) => ({
  slots: compileRule(source),
  kind,
  subKind,
  level: flags.includes('U') ? 'UNSURE' : 'CRISIS',
  negatable: flags.includes('n'),
  subjectAware: flags.includes('s'),
}));
