// The crisis rules per kind and self-harm sub-kind (notation: engine.ts; idioms: rules.ts). Order
// matters only for naming: when several rules match, the earliest in the text wins, then the
// earliest here. C = CRISIS, U = UNSURE (ask the member), n = negatable, s = subject-aware.
import { CRISIS_KINDS, SELF_HARM_SUBKINDS, type CrisisKind, type SelfHarmSubKind } from '@mindcheck/common';
import { compileRule, lexicon } from './engine.js';
import type { Rule } from './rules.js';
import './rules.js';
import { SELF_HARM_TABLE } from './rules.self.js';
import { GENERAL_TABLE } from './rules.general.js';
import { CONCEPTS_TABLE } from './rules.concepts.js';
import { ROUND4_TABLE } from './rules.round4.js';
import { ROUND5_TABLE } from './rules.round5.js';
import { ROUND6_TABLE } from './rules.round6.js';
import { ROUND7_FIRST_TABLE, ROUND7_TABLE } from './rules.round7.js';
import { ROUND8_TABLE } from './rules.round8.js';
import { ROUND9_TABLE } from './rules.round9.js';
import { ROUND10_TABLE } from './rules.round10.js';

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
    'it_all|everything|all_of_it|things|it_here|it_now|it_tonight|it_today|it_once_and_for_all|it_for_good|it_for_real|my_suffering|my_misery|the_misery|all_this|all_this_suffering|this_suffering|it_finally|all|everytin|everything_today|everything_tonight',
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
    'kill|die|jump|cut|hurt|harm|end|drink|hang|stab|burn|drown|swallow|poison|take|overdose|slit|bleed|disappear|strangle|choke|shoot|set_fire|end_it|walk_into|throw_myself|go_to_the_bridge|kpai|self_harm|punish|gbuo|egbu_onwe|kill_yourself|kys|end_yourself|hang_yourself|pa_ara_re|kashe_kanka',
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
    'duniya|aye|uwa|everyone|everybody|world|all|forever|cruel_world|my_people|to_all|for_good|for_the_last_time|to_everyone|una|my_family|family|friends|my_friends|guys|all_of_you|you_all|yall|to_you_all|mum|mom|mama|everybody_o|for_ever|my_loves|my_love|world_o',
  ),
);
lexicon(
  'GONE',
  words(
    'gone|dead|no_dey|no_dey_again|no_more|late|not_here|not_around|no_longer_here|no_longer_around|not_alive|in_heaven|six_feet_under|buried',
  ),
);
lexicon(
  'HOUSE',
  words(
    'house|home|compound|room|flat|apartment|hostel|shop|our_house|my_house|my_room|the_house|our_compound|my_compound',
  ),
);

// Someone else, harm to others and danger, one a line (format: rules.self.ts); `## SELF_HARM`
// marks where the self-harm table goes, so that the order of rules stays as written.
const OTHERS_TABLE = `
## ROUND7_FIRST
# Someone else, in their own words (reflexive of a third person) and in danger now.
SOMEONE_ELSE - C @KILL|@HARM_SELF_V|hang|hanged|hung|poisoned|shot|drowned ~1 @SELF3
SOMEONE_ELSE - C @ENDV ~1 @LIFE3
SOMEONE_ELSE - C @THIRD ~3 is|was|has|dey|don|just|now|currently ~2 @EMERGENCY
SOMEONE_ELSE - C @THIRD ~1 @EMERGENCY
SOMEONE_ELSE - C @AGENT ~3 beating|stabbing|attacking|strangling|choking|raping|hitting|killing|flogging|burning|dragging|kicking|slapping|threatening|chasing|molesting|shooting ~1 @TARGET
SOMEONE_ELSE - C @THIRD ~5 goodbye_message|suicide_note|goodbye_note|last_message|goodbye_text|farewell_message|final_message|goodbye_letter|farewell_note
SOMEONE_ELSE - C @SOMEONE_LOCAL
SOMEONE_ELSE - C @THIRD ~2 fell|fallen|has_fallen|don_fall|slipped|jumped|dropped ~2 into|in|inside|enter ~1 the|a ~0 well|river|lagoon|water|canal|pit|gutter|dam|sea|pool|fire
SOMEONE_ELSE - C @THIRD ~6 climb|climbed|on_top_of|on|standing_on|sitting_on ~3 tank|water_tank|roof|bridge|building|ledge|pole|mast|tower|edge|railing ~6 jump|fall|fly|crying|threatening|saying|wants|wan
SOMEONE_ELSE - C throw|drown|dump ~1 it|the_baby|him|her|the_child|the_pikin ~2 in|into|inside ~1 the ~0 well|river|lagoon|water|gutter|canal
SOMEONE_ELSE - C @THIRD ~6 saying_goodbye|holding_a_blade|holding_a_knife|holding_a_rope|holding_pills|with_a_rope|with_a_blade
SOMEONE_ELSE - Cs left|wrote ~1 a ~0 note|letter ~4 sorry|goodbye|forgive
SOMEONE_ELSE - C burns|burned|burnt|beats|flogs|beat|flogged ~1 him|her|them|the_child|the_kids ~1 with
SOMEONE_ELSE - C @THIRD ~2 dey|is|was ~0 hang|hanging ~1 for|from|on|in ~1 tree|fan|ceiling|rope|the_tree|a_tree
SOMEONE_ELSE - C @THIRD ~5 texted|sent|posted|wrote|said|messaged ~5 bye|thanks_for_everything|thank_you_for_everything|love_you_all
SOMEONE_ELSE - Cn @CUT_V ~0 her|his|their|im|e ~1 @BODY
SOMEONE_ELSE - C @THIRD ~3 is|dey|was ~0 hanging ~2 in|from|on|for ~1 his|her|the|im ~0 room|ceiling|fan|tree|rope|roof
SOMEONE_ELSE - C @CONSUME ~3 @DRUGS|@POISON ~6 @EMERGENCY|no_wake|e_no_wake|not_waking|wont_wake|no_wan_wake|ko_ji_mo|ba_ya_farkawa|naghi_eteta|ko_ji
SOMEONE_ELSE - C @THIRD ~2 is|na|was ~0 his|her|their|im ~0 last_night|last_day|final_night|final_day
SOMEONE_ELSE - C @THIRD ~6 tonight|today ~1 is ~0 his|her|their ~0 last_night|last_day|final_night|last
SOMEONE_ELSE - Cn god|allah|chineke|olorun|oluwa|lord|death ~4 take|kill|call|carry ~1 her|him|them
SOMEONE_ELSE - C locked|locking|locks ~0 her|him|them|my_friend|my_sister|my_brother ~1 in|inside|up
SELF_HARM PLAN_OR_MEANS Us bought|buy|buying|got|stocking|hiding ~2 sleeping_pills|sleeping_tablets|sleeping_tabs|sleeping_drugs|rat_poison
SOMEONE_ELSE - C @THIRD ~4 texted|sent|posted|wrote|said|called_to_say|dropped|messaged|tweeted ~5 goodbye|bye_forever|farewell|final_goodbye|last_goodbye|goodbye_to_everyone|a_goodbye
SOMEONE_ELSE - C @THIRD ~4 hasnt_woken_up|not_woken_up|wont_wake|cant_wake|empty_pill|empty_bottle|empty_packets|empty_sachets|is_cold|turned_blue|slit|slashed
## SELF_HARM
# Harm to others.
HARM_TO_OTHERS - C with ~0 him|her|them ~0 inside|in_it|in_there|still_inside
HARM_TO_OTHERS - U when|while ~0 theyre|they_are|hes|shes|they_re ~0 all? ~0 inside|sleeping|asleep|in_there
HARM_TO_OTHERS - Cn bring|bringing|take|taking|carry|carrying ~3 gun|knife|cutlass|machete|pistol|weapon ~2 to ~0 school|class|work|church|the_office|office|mosque
HARM_TO_OTHERS - Cn want|wish|need ~1 him|her|them ~0 gone|dead|to_die|to_disappear|to_suffer
HARM_TO_OTHERS - Cn going|go|coming|heading|on_my_way|dey_go|waiting|outside|hiding|standing ~6 with|now ~3 @WEAPON
HARM_TO_OTHERS - C pay ~1 with ~0 his|her|their ~0 life|lives|blood
HARM_TO_OTHERS - Cn pillow|ohiri|irori|cloth|hand|nylon ~4 face|mouth|nose|oju|loju|ihu|baki|fuska
HARM_TO_OTHERS - Un cover|covering|press|pressing|put|block|toshe|rufe|kpuchie|bo ~3 face|mouth|nose|oju|loju|ihu|baki|fuska
HARM_TO_OTHERS - U sharpened|sharpening|sharpen ~2 the|my|a? ~0 knife|cutlass|machete|blade|matchet|axe
HARM_TO_OTHERS - C @THIRD|that_man|that_woman|hell|shell ~3 wont|will_not|no_go|not|will_never|never ~0 see ~0 tomorrow|morning|another_day|next_week|the_morning|daylight
HARM_TO_OTHERS - C take|taking ~1 my ~0 kids|children|baby|son|daughter|family|babies ~2 with_me ~4 when|before|go|die|leave|dead
HARM_TO_OTHERS - C make_sure|ensure ~2 he|she|they|him|her ~0 dies|die|dead|goes_too|dies_too|suffers|never_walks|never_walks_again|never_wakes|never_wakes_up|never_breathes|never_sees|doesnt_wake|cant_walk|never_walk
HARM_TO_OTHERS - C @THIRD ~0 dies|die|is_dead|dead ~0 tonight|today|tomorrow|by_morning|this_night
HARM_TO_OTHERS - C arranged|hired|paid|sent|called ~2 boys|guys|people|thugs|area_boys|cultists|hitmen|someone ~4 deal_with|kill|beat|finish|waste|handle|attack|kpai
HARM_TO_OTHERS - U must|will|go|gonna ~0 pay ~2 for_what|with_their|with_his|with_her|with_blood
HARM_TO_OTHERS - Cn pour|throw|splash|bath|poured|threw ~2 acid|hot_water|petrol|kerosene|hot_oil|boiling_water|boiling_oil ~3 @TARGET|am|face|on_him|on_her|for_face|im_face|house|their_house|his_house|her_house|shop|room|car|compound
HARM_TO_OTHERS - Cn majele|guba|nsi|poison|sniper|otapiapia ~4 ounje|abinci|abincin|abinci*|nri|food|tea|soup|drink
HARM_TO_OTHERS - C @HARM_LOCAL
HARM_TO_OTHERS - C deal_with|handle|sort_out|settle ~1 @TARGET ~4 tonight|today|nobody_will_find|no_one_will_find|for_good|permanently|once_and_for_all|with_gun|with_a_gun|with_knife|with_cutlass
HARM_TO_OTHERS - C @WEAPON ~8 deal_with|handle|settle|sort_out|teach ~1 @TARGET|someone|somebody|him|her|them
HARM_TO_OTHERS - Cn run|knock|crush|drive ~1 @TARGET|him|her ~0 over|down
HARM_TO_OTHERS - Cn set|setting|burn|burning ~3 house|room|shop|car|compound|home|place ~3 on_fire|ablaze|alight|down
HARM_TO_OTHERS - C strike|attack|pounce|hit|stab|get_him|get_her ~2 when ~1 he|she|hes|shes|they ~0 alone|is_alone|sleeping|asleep|comes_out|returns
HARM_TO_OTHERS - C so|so_that ~1 he|she|they|him|her ~1 never|wont|doesnt|dont|no_go ~0 wake|wakes|wake_up|wakes_up|live|survive
HARM_TO_OTHERS - C knife|gun|cutlass|machete|pistol|acid ~3 in_my_pocket|in_my_bag|under_my_shirt|with_me|on_me|under_my_pillow ~4 just_in_case|if_i_see|for_him|for_her|ready|when_i_see
HARM_TO_OTHERS - Cn poison|put_poison_in|put_sniper_in|put_something_in|lace|spike|drug ~2 his|her|their|my_husbands|my_wifes|my_bosss|the ~0 food|drink|tea|soup|meal|water|pap|garri
HARM_TO_OTHERS - Cns @KILL_STRONG ~1 @TARGET
HARM_TO_OTHERS - Cns @WANT|@I ~3 @HURT ~1 @TARGET
HARM_TO_OTHERS - Cs use|using|take|bring|carry ~1 it|am|knife|gun|cutlass|machete|acid|the_knife|the_gun|my_knife|my_gun|the_cutlass|petrol|poison|rod|hammer|bottle ~1 on|for|against ~0 @TARGET
HARM_TO_OTHERS - Cn @KILL_STRONG ~1 everyone|everybody|people|them_all|all_of_them|all_of_una|the_whole|the_whole_family|the_whole_class|the_whole_office
HARM_TO_OTHERS - Cns shoot|shoot_up|bomb|blow_up|attack|burn|burn_down|set_fire_to|set_fire_on ~2 the|my|our|his|her|their ~0 school|church|mosque|office|class|place|market|house|home|shop|compound|car|hostel|classroom|workplace
HARM_TO_OTHERS - C @I ~3 afraid|scared|worried|frightened|terrified ~4 @HURT|@KILL_STRONG ~2 @TARGET
HARM_TO_OTHERS - U @I ~2 get|have|bought|got|keep|kept|hid|sharpened|sharpen ~2 @WEAPON ~6 for|@TARGET|ready|waiting
# In danger from someone else.
IN_DANGER - C use ~0 me|us|mi ~1 do|for ~0 ritual|money_ritual|sacrifice|juju
IN_DANGER - U nailed|sealed|boarded ~1 the|my ~0 window|windows|door|doors
IN_DANGER - U took|seized|removed|took_out ~1 the ~0 sim|battery|sim_card ~3 my ~0 phone
IN_DANGER - U took|seized|taken|hid|hidden|collected|holding|keeps ~1 my ~0 passport|papers|documents|sim|the_sim|id
IN_DANGER - C @I ~2 hiding|hidin|hide|hid ~1 under|in|inside|from|behind
IN_DANGER - Cs sold|selling|trafficked|trafficking|sell ~2 me|girls|us|her|children|to_a_house
IN_DANGER - C threatening|threatens|trying|tried|wants ~1 to ~0 break_in|break_into|break_the_door|break_down|kill|enter|come_in|force_the_door|force_in|get_in|get_inside
IN_DANGER - C @AGENT ~2 coming|come|came|dey_come ~0 back_for_me|back_for_us|after_us
IN_DANGER - C pours|poured|pouring|pour ~2 petrol|kerosene|fuel ~3 around|on|in|all_over ~1 the|my|our ~0 house|room|me|body
IN_DANGER - C breaking|smashing|throwing|destroying ~1 things|everything|the_door|doors|plates ~4 shouting|screaming|drunk|my_name|coming
IN_DANGER - C @AGENT ~3 broke|fractured|dislocated|cracked|broken ~0 my|mi ~0 arm|leg|ribs|rib|jaw|nose|teeth|hand|head|bone|finger
SOMEONE_ELSE - C @AGENT ~3 abusing|abused|molesting|raping|touching|beating|assaulting|harassing ~1 @TARGET|her|him|them
IN_DANGER - C hell|shell|theyll|hed|shed|theyd|he_will|she_will|they_will|e_go|dem_go|he_would|they_would ~2 kill|hurt|harm|finish|stab|shoot|burn|sell|waste|rape|beat|do_worse|deal_with|chase ~1 me|mi|us
IN_DANGER - C poured|pour|throws|threw|splashed|pours ~2 hot_water|acid|petrol|oil|kerosene|hot_oil ~1 on ~0 me|my
IN_DANGER - C if ~1 @I ~0 dont|refuse|no|do_not ~2 sleep_with|have_sex|marry|pay|send ~8 hell|he_will|they_will|theyll|shell|will|go|kill|sell
IN_DANGER - C on_fire|ablaze ~2 with_me|me_inside|with_me_inside|while_im_inside|while_i_am_inside
IN_DANGER - C my_house|my_address|where_i_live|my_home|my_home_address|my_room|my_location ~6 knife|gun|threat|threats|death_threats|kill|come_for
IN_DANGER - Cs death_threat|death_threats|threatening_messages|threatening_to_kill|threatening_me|threats_to_kill
IN_DANGER - C @AGENT ~2 coming|come|came|dey_come ~0 for_me|after_me|to_get_me|to_kill_me|to_find_me|for_my_life
IN_DANGER - U @AGENT ~3 outside|at|around ~1 my|our ~0 door|house|gate|window|room|hostel|compound|place ~4 wont_leave|refuses|knocking|banging|shouting|threatening|with|again|now|waiting
IN_DANGER - U @AGENT ~2 comes|come|enters|entered|creeps|creep|sneaks|sneak|dey_enter|dey_come|enter ~1 into|inside|in|to? ~0 my ~0 room|bed ~3 at_night|every_night|when|while|and|for_night|for_nite|at_nite|anyhow
SOMEONE_ELSE - C @AGENT ~3 dey|is|are|keeps|always|still ~0 beat|beating|hit|hitting|flog|flogging|kick|kicking|slap|slapping|choke|choking|stab|stabbing|rape|raping ~1 @TARGET
SOMEONE_ELSE - C @AGENT ~2 beats|hits|flogs|kicks|slaps|chokes|rapes|abuses|molests|tortures|starves ~1 @TARGET
IN_DANGER - C @DANGER_LOCAL
SOMEONE_ELSE - C set|sets|setting ~0 @SELF3 ~0 on_fire|ablaze|alight
HARM_TO_OTHERS - C burn|set_fire_to|torch ~3 house|shop|car|compound|home ~1 tonight|today|down|with
SOMEONE_ELSE - C @THIRD ~3 about_to|going_to|gonna|wan|ready_to ~0 jump|die|hang|drink_it|do_it|end_it ~0 @EDGE|now|off|from|tonight
SOMEONE_ELSE - C @THIRD ~4 took|drank|swallowed|has_taken|had_taken ~0 all ~0 his|her|their|the|my ~0 @DRUGS|@POISON|pills|tablets|meds|medication|antidepressants
HARM_TO_OTHERS - C cut|chop|cut_off|behead ~1 im|his|her|their|him ~0 head|neck|throat
IN_DANGER - C lock|locked|locks|don_lock ~0 me|mi|us ~0 @EDGE|inside|in|for|up|for_room|for_house
SOMEONE_ELSE - C @THIRD ~4 top_of|on_top_of|on ~1 the ~0 building|roof|bridge|tower|mast|water_tank ~4 wont_come_down|refuses_to_come_down|threatening|crying|saying_goodbye
IN_DANGER - C threaten|threatens|threatened|threatening|dey_threaten ~1 my|mi ~0 life|family|children|kids
HARM_TO_OTHERS - C deserves|deserve ~0 to ~0 die|be_dead|suffer ~6 @I ~2 do_it|be_the_one|make_sure|kill
HARM_TO_OTHERS - C following|watching|stalking|tracking|trailing ~1 him|her|them ~4 when ~1 he|she|they|hes|shes ~0 alone|is_alone|sleeps|comes_out
HARM_TO_OTHERS - C hell|shell|he_will|she_will|theyll|he_go|she_go ~0 be ~0 dead|gone|finished ~0 by|before|tonight|tomorrow|soon
HARM_TO_OTHERS - C revenge ~6 kill|dead|die|blood|stab|hurt|burn|poison
IN_DANGER - Cn @AGENT ~3 @DANGER_V ~1 my|mi ~0 @BODY
IN_DANGER - C broke_in|broken_in|break_in|broke_into|breaking_in|broken_into ~8 still_in|still_inside|are_inside|is_inside|right_now|now|upstairs|downstairs
SELF_HARM PLAN_OR_MEANS Cs on|at ~0 the ~0 roof_ledge|rooftop_ledge|ledge|bridge_railing|edge_of_the_roof|edge_of_the_bridge
SOMEONE_ELSE - C @EMERGENCY_NOW
HARM_TO_OTHERS - C make ~0 @TARGET|him|her|them ~0 bleed|suffer
IN_DANGER - C trapped|stuck|locked ~4 @AGENT ~0 wont|will_not|doesnt|refuses_to|refused_to|no_gree ~0 let ~0 me ~0 out|go|leave
IN_DANGER - U @AGENT ~2 wont|will_not|refuses_to|refused_to|no_gree ~0 let|allow ~0 me|mi ~0 leave|go|out|comot ~0 @EDGE|the_house|the_room|the_car|the_compound
SOMEONE_ELSE - C @THIRD ~3 posting|posted|tweeting|tweeted|talking|writing|saying ~1 about ~0 ending_it|killing_himself|killing_herself|suicide|dying|ending_his_life|ending_her_life|wanting_to_die|ending_things
IN_DANGER - C put|pointed|held|holds|pressed|placed|point|points ~2 a|the|his|her ~0 @WEAPON|gun|knife ~1 to|at|on|against ~0 my|mi ~0 head|neck|throat|chest|face|back
SOMEONE_ELSE - C aburo|egbon|ore|omo|iya|baba|iyawo|oko|abokina|yayana|kanina|nwanne|enyi|yarona|yarinya|dana|mijina|matata|nwa|omo_mi|nwa_m ~3 ti|ya|ta|nuru|anuola ~0 mu|gbe|lo|sha|nuo? ~0 oogun|majele|otapiapia|sniper|guba|nsi|ogwu|magani|kemika|gammalin
IN_DANGER - C forced|forces|forcing|force ~0 himself|herself|themselves ~0 on|upon|into ~0 me|mi
HARM_TO_OTHERS - C smash|smashing|bash|bashing|crack|cracking|break|breaking|crush|crushing ~1 his|her|their|im|him|her ~0 head|skull|face|jaw|teeth|legs|leg|arms|arm|bones|neck|ribs ~3 @EDGE|with|until|till|in|tonight|today|when
IN_DANGER - Cs being|getting|been|was ~0 beaten|attacked|stabbed|raped|strangled|choked|kidnapped|abused|flogged|battered|molested|threatened|chased|locked_up|held|dragged|shot
IN_DANGER - Cn @AGENT ~3 @DANGER_V ~1 @ME
IN_DANGER - Cn @SEVERE_V ~0 me|mi|us
IN_DANGER - C @AGENT ~4 will|go|gonna|wants_to|want_to|wan|threatened_to|threatens_to|threatening_to|threaten_to|dey_threaten_to|dey_threaten|threaten|promised_to|said_he_will|said_she_will|swore_to|swear_say_e_go|say_e_go|says_he_will|says_she_will|vowed_to ~4 hurt|harm|kill|finish|deal_with|waste|stab|shoot ~1 @ME
IN_DANGER - C @AGENT ~2 dey|is|are|keeps|kept|has_been|have_been|been|was ~1 following|follow|stalking|watching|trailing|chasing|hunting|looking_for ~1 me|mi|us
IN_DANGER - C touch|touches|touched|touching|fondle|fondles|fondled|fondling ~1 me|mi|my_body ~3 inappropriately|there|my_private|my_privates|private|at_night|anyhow|wrongly|without|against|when|sexually|every|in_my|under
IN_DANGER - C @I ~3 not|no|dont_feel|do_not_feel|never_feel ~1 safe ~4 @HOUSE|here|with|around|at_home|anymore|again|now|tonight
IN_DANGER - C fear|fearing|scared|afraid|terrified ~1 for ~0 my_life|my_safety|my_life_now
IN_DANGER - C @I ~3 scared|afraid|terrified|frightened ~2 of|say|that? ~1 @AGENT ~3 will|go|might|may|wan|is_going|gonna|would ~2 kill|hurt|harm|beat|rape|stab|come|find|return|do
IN_DANGER - C @AGENT ~4 has|have|holding|brought|pulled|pointed|carrying|carry|bring|with ~2 @WEAPON ~4 me|mi|us|@HOUSE|door|room|outside|here|now?
IN_DANGER - Cs kidnapped|kidnappers|abducted|held_hostage|held_captive|hostage|locked_up|trafficked|locked_inside|locked_in
IN_DANGER - C thieves|robbers|armed_robbers|gunmen|bandits|kidnappers|cultists|intruder|intruders ~4 in|inside|breaking|broke|entering|entered|outside|at ~2 my|our|the ~0 @HOUSE|door|window|gate
IN_DANGER - C someone|somebody|men|people|a_man|some_men|some_guys ~4 breaking|broke|entering|entered|forcing|forced|climbed|climbing|jumped_into|jumped_over|trying_to_enter|trying_to_break ~2 my|our|the ~0 @HOUSE|door|window|gate|fence
IN_DANGER - C help|helpme|please_help|somebody_help|help_o ~3 @AGENT|they|he|she ~3 @DANGER_V|coming|here|outside|inside
## GENERAL
## CONCEPTS
## ROUND4
## ROUND5
## ROUND6
## ROUND7
## ROUND8
## ROUND9
## ROUND10
# Command voices.
HARM_TO_OTHERS - C @VOICE ~4 @COMMAND ~5 @KILL_STRONG|@HURT ~1 @TARGET
SELF_HARM COMMAND_VOICES C @VOICE ~4 @COMMAND ~6 @HARM_ANY
`;

type Spec = readonly [source: string, kind: CrisisKind, subKind: SelfHarmSubKind | null, flags: string];

function parseTable(text: string): Spec[] {
  return text.split('\n').flatMap((raw): Spec[] => {
    const line = raw.trim();
    if (line === '## SELF_HARM') return parseTable(SELF_HARM_TABLE);
    if (line === '## GENERAL') return parseTable(GENERAL_TABLE);
    if (line === '## CONCEPTS') return parseTable(CONCEPTS_TABLE);
    if (line === '## ROUND4') return parseTable(ROUND4_TABLE);
    if (line === '## ROUND5') return parseTable(ROUND5_TABLE);
    if (line === '## ROUND6') return parseTable(ROUND6_TABLE);
    if (line === '## ROUND7') return parseTable(ROUND7_TABLE);
    if (line === '## ROUND7_FIRST') return parseTable(ROUND7_FIRST_TABLE);
    if (line === '## ROUND8') return parseTable(ROUND8_TABLE);
    if (line === '## ROUND9') return parseTable(ROUND9_TABLE);
    if (line === '## ROUND10') return parseTable(ROUND10_TABLE);
    if (line === '' || line.startsWith('#')) return [];
    const [kind = '', sub = '', flags = '', ...rule] = line.split(' ');
    if (!(CRISIS_KINDS as readonly string[]).includes(kind)) throw new Error(`crisis rules: bad kind in "${line}"`);
    if (sub !== '-' && !(SELF_HARM_SUBKINDS as readonly string[]).includes(sub))
      throw new Error(`crisis rules: bad sub-kind in "${line}"`);
    return [[rule.join(' '), kind as CrisisKind, sub === '-' ? null : (sub as SelfHarmSubKind), flags]];
  });
}

const SOURCES = parseTable(OTHERS_TABLE);

export const KIND_RULES: readonly Rule[] = SOURCES.map(([source, kind, subKind, flags]) => ({
  slots: compileRule(source),
  source,
  kind,
  subKind,
  level: flags.includes('U') ? 'UNSURE' : 'CRISIS',
  negatable: flags.includes('n'),
  subjectAware: flags.includes('s'),
}));
