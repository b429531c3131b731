// Round 10 of #32: crisis concepts the blind set fresh9 showed missing at first sight, written as
// concepts in the languages they apply to, never as a copy of a line (the tuning lines written for
// them are in corpus/round10.jsonl): my own body burned with a hot tool or a cigarette; the pills
// counted and "enough"; a rope "ready" for my room; a poison bought "for me" under a misspelling; a
// bare goodbye to life; "bye, it's finished"; "if I fail, I'm going to jump" at the end of a message; doing it
// when the house is empty; a knife sharpened and "today I will kill him" (Hausa); a threat to beat
// me to death; a car or a man following me, and I'm scared. Format: rules.self.ts's table (rules.kinds.ts
// reads ROUND10_TABLE at `## ROUND10`). Local words: author's knowledge, awaiting native-speaker
// review (lexicon.local.ts's AUTHOR).

export const ROUND10_TABLE = `
# Acts: my own body burned with a hot tool or a cigarette.
SELF_HARM SELF_HARM_ACT C @I|i_dey|i_don|i_use|i_used|i_take|i_took ~2 hot_iron|iron|cigarette|lighter|candle|hot_spoon|hot_knife|hot_metal ~2 burn|dey_burn|press|to_burn ~0 my|mi ~0 @BODY|body|skin|self
SELF_HARM SELF_HARM_ACT C @I|i_dey|i_don|i_use|i_used ~0 burn|burnt|burned|press|pressed ~0 my|mi ~0 @BODY|body|skin ~2 with ~1 a|the|hot? ~0 cigarette|lighter|hot_iron|iron|candle|hot_spoon|hot_knife|hot_metal
# Plan or means: pills counted and "enough"; a rope "ready" for my room; a poison "for me" misspelt.
SELF_HARM PLAN_OR_MEANS U counting|counted|count|i_don_count|dey_count ~2 the|my|all_the|all_my? ~0 @DRUGS|pills|tablets ~6 enough|theres_enough|e_don_reach|e_go_reach|its_enough|is_enough|will_be_enough
SELF_HARM PLAN_OR_MEANS C rope|the_rope|noose|my_rope ~0 don_ready|is_ready|dey_ready|ready ~3 for ~1 my ~0 room|neck|self|me
SELF_HARM PLAN_OR_MEANS C i_don_buy|i_bought|i_buy|bought ~2 snipa|sinper|snaiper ~4 na_for_me|for_me|e_be_for_me|its_for_me
# Goodbyes: a bare goodbye to life; "bye, it's finished".
SELF_HARM GOODBYE U @EDGE ~0 bye|goodbye|farewell|bye_bye ~0 life|world|cruel_world|this_life|dis_life ~0 @EDGE
SELF_HARM GOODBYE U @EDGE ~0 bye|goodbye|farewell ~1 e_don_finish|its_finished|its_over|it_is_over|all_over|e_don_end|na_the_end|this_is_the_end ~0 @EDGE
# Plan: "if I fail, I'm going to jump" ending a message; doing it when the house is empty.
SELF_HARM PLAN_OR_MEANS U if|when|once ~10 fail|failed|i_fail|lose|leaves_me|dumps_me|finds_out|find_out|come_out|comes_out ~8 im_going_to|i_am_going_to|ill|i_will|i_go|gonna|im_gonna ~0 jump|jump_off|jump_down ~0 @EDGE
SELF_HARM PLAN_OR_MEANS U ill|i_will|i_go|im_going_to|im_gonna ~0 do_it|do_am ~8 when_the_house_is_empty|house_is_empty|when_nobody_is_home|when_no_one_is_home|when_everyone_is_out|when_everybody_comot|when_everyone_leaves
# Harm to others: a knife sharpened and "today I will kill him" (Hausa).
HARM_TO_OTHERS - C yau|yanzu|gobe|da_dare ~1 zan|zan_je_in|sai_na ~0 kashe ~0 shi|ta|su|shi_yau
# In danger: a threat to beat me to death; followed, and scared.
IN_DANGER - C theyll|they_will|they_go|dem_go|dem_go_come|hell|he_will|he_go|she_will|she_go ~1 beat|flog|stab|burn|cut|matchet ~0 me|mi ~1 to_death|die|finish
IN_DANGER - U @VEHICLE|car|bus|bike|okada|man|men|guy|guys|someone|somebody ~4 following|trailing|dey_follow|has_been_following|been_following ~0 me ~8 scared|afraid|dey_fear|frightened|terrified|cant_lose|wont_stop|still_behind
`;
