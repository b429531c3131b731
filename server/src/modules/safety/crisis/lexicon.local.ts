// Yoruba, Hausa and Igbo entries of the crisis lexicons (joined by name to those in lexicon.ts),
// each group with its source. Accents and tone marks are optional: the text and these entries are
// both read without them. Where no public page gave the wording, the entry says "author's
// knowledge, awaiting native-speaker review": those are a floor, not a finished list.

const HAUSA_TRUST_RADIO = 'https://trustradio.com.ng/ha/msu-kashe-kansu-kan-bayyana-shirinsu-sai-dai';
const YORUBA_PA = 'https://moyookediji.com/2022/06/06/meaningless-word/';
const YORUBA_IKU =
  'https://radionigeriaibadan.gov.ng/2022/09/02/history-behind-the-saying-in-yoruba-land-iku-ya-ju-esin-lo/';
const AUTHOR = "author's knowledge, awaiting native-speaker review";

/** Where each group of local entries comes from (read by corpus.test.ts's report and by reviewers). */
export const LOCAL_SOURCES: readonly { lang: 'yo' | 'ha' | 'ig'; lexicon: string; source: string }[] = [
  // Hausa: "kashe kansu / kashe kansa" (kill themselves / himself), "hallaka kanta" (destroy herself),
  // "na gaji da duniyar nan" (I am tired of this world), "gara ya mutu ya huta" (better to die and
  // rest), "so take ta mutu" (she wants to die), "shinkafar bera" (rat poison, "rat rice").
  { lang: 'ha', lexicon: 'SUICIDE_LOCAL, DIE, POISON, HOPELESS_LOCAL', source: HAUSA_TRUST_RADIO },
  // Yoruba: "pa" is kill ("pa eniyan", kill people) and many other things ("ebi n pa mi": hunger
  // is "killing" me, an idiom excluded in rules.ts).
  { lang: 'yo', lexicon: 'KILL (pa)', source: YORUBA_PA },
  // Yoruba: "iku ya ju esin lo" (death is better than disgrace), "iku" death, "ku" die.
  { lang: 'yo', lexicon: 'DIE (iku, ku), PASSIVE_LOCAL', source: YORUBA_IKU },
  { lang: 'yo', lexicon: 'SUICIDE_LOCAL, PASSIVE_LOCAL, HOPELESS_LOCAL (the rest)', source: AUTHOR },
  { lang: 'ha', lexicon: 'SUICIDE_LOCAL, PASSIVE_LOCAL (the rest)', source: AUTHOR },
  { lang: 'ig', lexicon: 'all Igbo entries', source: AUTHOR },
  // Round 3 of #32: the Yoruba, Hausa and Igbo words in rules.concepts.ts and rules.concepts.safe.ts
  // (kidnapped, chasing me, threats, swallowed pills, death the only way out, switching off a light,
  // "killing me" of cold and laughter...), each with its gloss there.
  { lang: 'yo', lexicon: 'rules.concepts.ts, rules.concepts.safe.ts (round 3)', source: AUTHOR },
  { lang: 'ha', lexicon: 'rules.concepts.ts, rules.concepts.safe.ts (round 3)', source: AUTHOR },
  { lang: 'ig', lexicon: 'rules.concepts.ts, rules.concepts.safe.ts (round 3)', source: AUTHOR },
];

export const LOCAL_LEXICONS: Readonly<Record<string, string>> = {
  // Phrases that are a crisis on their own (explicit intent).
  SUICIDE_LOCAL: [
    // Hausa (HAUSA_TRUST_RADIO): kill / destroy myself.
    'kawo karshen rayuwata|karshen rayuwata|kashe rayuwata|ikwusi ndu m|kwusi ndu m|kashe kaina|kashe kai na|hallaka kaina|hallaka kai na|zan kashe kaina|ina so in kashe kaina|zan hallaka kaina',
    // Yoruba (AUTHOR): "pa ara mi" kill myself, "gba emi ara mi" take my own life, "para mi".
    'pa ara mi|para mi|pa ara mi je|gba emi ara mi|gba emi mi|gbemi ara mi',
    // Igbo (AUTHOR): "egbu onwe m" kill myself, "gbuo onwe m", "igbu onwe m".
    'egbu onwe m|egbu onwem|gbuo onwe m|gbuo onwem|igbu onwe m|igbu onwem|gbue onwe m|gbu onwe m',
  ].join('|'),
  // Someone else about to kill themselves.
  SOMEONE_LOCAL: [
    // Hausa (HAUSA_TRUST_RADIO): "kashe kansa / kanta / kansu" kill himself / herself / themselves,
    // "hallaka kanta" destroy herself.
    'kashe kansa|kashe kanta|kashe kansu|hallaka kansa|hallaka kanta|hallaka kansu',
    // Yoruba (AUTHOR): "pa ara re" kill himself / herself. Igbo (AUTHOR): "igbu onwe ya".
    'ti ku sile|subu lule|adaala|choro inwu|choro ka o nwuo|akwugbuola onwe ya|kwugbuo onwe ya|akwugbu onwe ya|so ara re mo|so ara re ko|yana so ya mutu|tana so ta mutu|so ya mutu|so ta mutu|adaala n ala|o daku|ti daku|bai numfashi|baya numfashi|ba ta numfashi|ya suma|ta suma|anaghi eku ume|naghi eku ume|yana so ya fado|so ya fado|oun maa be|o ni oun maa be|ochoro iwuda|choro iwuda|a saman gini|lori afara|ba ta farka ba|ba ya farka ba|anaghi eteta|o ji|kowe idagbere|nuru nsi|yana dukanta|n lu u|mu kerosini|nuru kerosene|rataye kansa|rataya kansa|ina n jo|n lu iyawo re|n lu iyawo e|yana dukan matarsa|yana dukan matar|na eti nwunye ya|eti nwunye ya ihe|ge owo re|yanke hannunta|yanke hannunsa|bere aka ya|pa ara re|pa ara e|pa ara won|igbu onwe ya|egbu onwe ya|gbuo onwe ya',
  ].join('|'),
  // Passive wish / wanting to die (explicit intent when with "I want").
  DIE_LOCAL: [
    // Hausa (HAUSA_TRUST_RADIO): "in mutu" that I die, "ta mutu", "gara in mutu", "ya mutu ya huta".
    'in mutu|na mutu|gara in mutu|gara na mutu|gwara in mutu|in mutu in huta|so in mutu|ina so in mutu|ina son mutuwa',
    // Yoruba (YORUBA_IKU, AUTHOR): "mo fe ku" I want to die, "ki n ku" that I die, "iku ya ju".
    'ka mma m nwuo|o ka mma m nwuo|ka mma ka m nwuo|lo ku|ma lo ku|maa lo ku|zan mutu|ki n le ku|kin le ku|ki n ba ku|mo fe ku|mo fe ku ni|ki n ku|kin ku|ma ku|mo ti fe ku|iku ya ju|iku san ju|o san ki n ku',
    // Igbo (AUTHOR): "achoro m inwu" I want to die, "ka m nwuo" let me die, "m ga-anwu".
    'aga m anwu|m ga anwu|ka ndu m kwusi|ndu m kwusi|achoro m inwu|a choro m inwu|achoro m ka m nwuo|ka m nwuo|ka m nwu|m choro inwu|m choro ka m nwuo|ọnwụ ka mma',
  ].join('|'),
  // Hopelessness with intent.
  HOPELESS_LOCAL: [
    // Hausa (HAUSA_TRUST_RADIO): "na gaji da duniyar nan" I am tired of this world, "na gaji da rayuwa".
    'na gaji da duniyar nan|na gaji da duniya|na gaji da rayuwa|na gaji da rayuwata|gaji da duniyar nan',
    // Yoruba (AUTHOR): "aye ti su mi" I am tired of life, "aye yi su mi", "mi o fe gbe aye mo".
    'fe gbe aye yi mo|gbe aye yi mo|emi o fe gbe aye|rayuwa ta ishe ni|duniya ta ishe ni|ti re mi lati wa laye|re mi lati wa laye|su mi lati wa laye|mi o fe wa laye|ban son rayuwa|bana son rayuwa|ba na son rayuwa|ban son rai|aye ti su mi|aye yi ti su mi|aye su mi|mi o fe gbe aye mo|mi o fe wa laye mo|emi mi ti su mi|ko si ireti mo',
    // Igbo (AUTHOR): "ike agwula m na ndu" I am tired of life, "ndu agwula m", "achoghi m ibi ndu".
    'ike agwula m na ndu|ndu agwula m|achoghi m ibi ndu|achoghi m idi ndu|o nweghi ihe m ji ebi ndu',
  ].join('|'),
  // Harm to others (Pidgin kill-words beyond English are in lexicon.ts).
  KILL_STRONG: [
    // Yoruba (YORUBA_PA): "pa" kill, used with a person ("ma pa", "maa pa", "mo fe pa"); "pa" alone
    // is read only before a person (see rules.ts), never alone.
    'pa|maa pa|ma pa',
    // Hausa (AUTHOR): "kashe" kill (with a person). Igbo (AUTHOR): "egbu" / "gbuo" kill.
    'kashe|egbu|gbuo|igbu',
  ].join('|'),
  TARGET: [
    // Yoruba (AUTHOR): "e" / "won" him/her, them; "oko mi" my husband, "iyawo mi" my wife.
    'ore mi|aburo mi|egbon mi|omo naa|omo yen|omo yi|okunrin naa|obinrin naa|oko mi|iyawo mi|omo mi|won|oga mi|okunrin yen|obinrin yen|iya mi|baba mi|iyawo baba mi|un',
    // Hausa (AUTHOR): "shi" him, "ita" her, "mijina" my husband, "matata" my wife.
    'shi|ita|mijina|matata|yaro na|mahaifiyata|mahaifina|matar babana|masa|mata',
    // Igbo (AUTHOR): "ya" him/her, "di m" my husband, "nwunye m" my wife.
    'di m|nwunye m|nwa m|nne m|nna m|ya|nwunye nna m',
  ].join('|'),
  // Harm to others (AUTHOR): Yoruba "gun un" stab him, "fi obe gun" stab with a knife; Hausa "soka
  // masa wuka" stab him with a knife, "toshe masa baki" block his mouth; Igbo "egbu ya" / "gbuo ya"
  // kill him/her, "kpuchie ya ihu" cover his face.
  HARM_LOCAL:
    'gun ni obe|gun un ni obe|bugi shi|har ya mutu|har ta mutu|ama ya mma|fi ibon yin|ibon yin|yin ibon|kona gidansu|kona gidan|maa pa a|ra ada|etinye nsi|nsi n ofe|in cutar da|zan cutar da|shirya mata tarko|se omo mi lese|lese|akpo oku|dana sun|ezube igba|igba onye|oku n abali|lu u pa|muura lati lu|gun un|fi obe gun|soka masa wuka|soka mata wuka|soke shi|toshe masa baki|toshe mata baki|egbu ya|gbuo ya|aga m egbu|aga m gbuo|kpuchie ya ihu|pa okunrin yen|pa obinrin yen|pa iya mi|pa baba mi|kashe mahaifiyata|kashe mahaifina|gbuo nne m|gbuo nna m',
  // In danger from someone (Yoruba, Hausa, Igbo: "he beats me", "he will kill me").
  DANGER_LOCAL: [
    // Yoruba (AUTHOR): "o n lu mi" he beats me, "o fe pa mi" he wants to kill me, "oko mi n lu mi".
    'ji mi gbe|fe ji mi gbe|an sace ni|sun sace ni|sace ni|tooro m|ha tooro m|hale mo mi|fi obe hale|barazanar kisa|yi min barazana|emetu m aka|na emetu m aka|metuo m aka|rufe ni a daki|rufe ni a cikin daki|kulle ni a daki|ya rufe ni|ti mi mole|ti mi mo le|won ti ti mi|fipa ba mi|fi ipa ba mi|n le mi kiri|le mi kiri|o ni ibon|n na mi|maa n na mi|fi obe ge mi|aurar da ni dole|aurar da ni|taba ni|yana taba ni|dukana|suna dukana|daure ni|zuba min ruwan zafi|tilasta min|karuwanci|kpochiri m|kpọchiri m|nara m paspotu|etinye aka n ahu m|akpo m oku|na eji mmiri oku|wa pa mi|bo wa pa mi|oun a pa mi|on a pa mi|a pa mi|fowo kan mi|fi owo kan mi|n lu mi|o lu mi|fe pa mi|ma pa mi|maa pa mi|lu mi pa',
    // Hausa (AUTHOR): "yana duka na" he beats me, "zai kashe ni" he will kill me.
    'su kashe ni|igbu m|choro igbu m|ti mi mo|ti mi mo inu|gba foonu mi|kulle ni|karbe wayata|akpochiela m|naara m ekwenti|masu garkuwa|garkuwa da mutane|gbuo m|egbu m|ga abia gbuo m|esure ulo|sure ulo oku|yana duka na|yana dukana|zai kashe ni|za su kashe ni|ya kashe ni|yana so ya kashe ni|duka na',
    // Igbo (AUTHOR): "o na-eti m ihe" he beats me, "o ga-egbu m" he will kill me.
    'na eti m ihe|na-eti m ihe|o ga egbu m|o ga-egbu m|ga egbu m|ha ga egbu m|o choro igbu m',
  ].join('|'),
  // Passive wishes, plans, acts, goodbyes and hopelessness in the member's own words (AUTHOR, except
  // Hausa "shinkafar bera", rat poison, and "na gaji": HAUSA_TRUST_RADIO). Yoruba: "iku mi" my
  // death, "mu mi lo" take me away, "ma je ki n ji" don't let me wake, "won o bi mi" (wish) they
  // had not borne me. Hausa: "dauki raina" / "karbi raina" take my life, "ba a haife ni ba" I
  // was not born. Igbo: "amughi m" I was not born, "were ndu m" take my life, "kporo m laa" call
  // me home.
  PASSIVE_LOCAL:
    'mi o fe ji ni owuro|mi o fe ji mo|n ko fe ji|ka m ghara iteta|ghara iteta|ban taba zuwa duniya ba|ace ban taba zuwa|ina ma ace ban|iku mi|mu mi lo|ma je ki n ji|ki n ma ji|won o bi mi|won ko bi mi|dauki raina|karbi raina|ba a haife ni ba|da ma ba a haife ni|amughi m|a mughi m|were ndu m|kporo m laa|kpọrọ m laa|kpoo m laa',
  // Yoruba "be sinu omi" jump into water, "so ara mi korokoro" hang myself; Hausa "fada cikin
  // ruwa" fall into water, "rataye kaina" hang myself; Igbo "akwugbu onwe m" hang myself, "maba n
  // ime mmiri" jump into water. Pidgin "jump for water".
  PLAN_LOCAL:
    'fo si odo|fo sinu odo|fo si omi|fo sinu omi|fo sinu kanga|be si odo|fada cikin kogi|fada kogi|fada cikin rafi|so ara mi ni|ra okun|mo ti ra okun|aloju oogun|lo aloju|so ara mi mo igi|so ara mi mo|so ara mi ko|fada rijiya|fada cikin rijiya|shiga rijiya|gbe oogun pupo|mu oogun pupo|lo oogun pupo|ko oogun oorun jo|ko oogun jo|oogun oorun jo|awuba n olulu mmiri|olulu mmiri|si n elu ulo wuda|be sinu kanga|be sinu odo|be sinu osa|be sinu omi|bo sinu omi|so ara mi korokoro|fada cikin ruwa|fada ruwa|rataye kaina|rataya kaina|akwugbu onwe m|kwugbuo onwe m|kwugbu onwe m|maba n ime mmiri|wuli n ime mmiri|jump for water|jump enter water|jump inside water',
  // Yoruba "fi abe ge" cut with a blade, "ge owo mi" cut my hand; Hausa "yanke hannuna" cut my
  // hand, "kona hannuna" burn my hand; Igbo "ji aguba bee" cut with a razor, "bee aka m".
  ACT_LOCAL:
    'ama onwe m mma|gbaa onwe m mma|emere m onwe m ihe ojoo|mere onwe m ihe|fi abe ge|ge owo mi|ge ara mi|yanke hannuna|yanke jikina|kona hannuna|kona jikina|bee aka m|bee onwe m|ji aguba bee|jiri aguba bee|ejiri m aguba|da reza|fi abe',
  // Yoruba "oro ikeyin mi" my last word, "so fun mama mi pe mo nife re" tell my mum I love her,
  // "e ma binu si mi" don't be angry with me; Hausa "sakona na karshe" my last message, "ku gaya wa
  // mahaifiyata ina sonta", "raba kayana" share my things, "ba zan bukace su ba" I won't need them;
  // Igbo "ozi ikpeazu m" my last message, "gwa nne m na m huru ya n anya", "agaghi m acho ha ozo" I
  // won't need them again, "unu agaghi ahu m ozo" you won't see me again.
  GOODBYE_LOCAL:
    'mi o ni si laye mo|ko ni si laye mo|mi o ni si laye|ba zan kai gobe ba|ba zan kai gobe|bazan kai gobe|e dari ji mi|dari ji mi|allah ya gafarta min|gafarta min|e toju mama mi|toju mama mi|mi o ni nilo won mo|nilo won mo|oro ikeyin mi|oro ikeyin|ikeyin mi|so fun mama mi|so fun iya mi|mo nife re|e ma binu si mi|sakona na karshe|sakon karshe|gaya wa mahaifiyata|gaya wa mamana|ina sonta|raba kayana|ba zan bukace su ba|ozi ikpeazu m|ozi ikpeazu|gwa nne m|huru ya n anya|agaghi m acho ha ozo|unu agaghi ahu m|agaghi ahu m ozo|enyela m',
  // Yoruba "ko si ona abayo" there is no way out, "lale oni ni maa se e" tonight I'll do it; Hausa
  // "babu mafita" no way out, "zan gama da kaina" I'll finish myself; Igbo "enweghi uzo opupu" no
  // way out, "ihe niile agwula" everything is finished, "aga m eme ya" I will do it.
  HOPELESS_DO_LOCAL:
    'ko si ona abayo|maa se e|babu mafita|yau da dare zan yi|zan gama da kaina|gama da kaina|enweghi uzo opupu|ihe niile agwula|aga m eme ya|ga eme ya',
  // Yoruba "lo gbogbo e" use all of it; Hausa "sha duka" drink all; Igbo "elo ha niile" swallow all.
  TAKE_ALL:
    'take it all|swallow it all|drink it all|take them all|swallow them all|take all of them|lo gbogbo|lo gbogbo e|maa lo gbogbo|elo ha niile|elo ha nile|sha duka|swallow all|take all|drink all|use all|swallow am all|take am all|drink am all|swallow everything|take everything|drink everything',
  // Yes / no to the ask-when-unsure question (read by answer.ts).
  YES_LOCAL: [
    // Yoruba (AUTHOR): "bẹẹni" yes, "ẹn" / "en"; Hausa (AUTHOR): "eh", "i", "ee", "na'am"; Igbo
    // (AUTHOR): "ee", "eh". Pidgin: "yes o", "I dey think am", "e no far".
    'beeni|beni|naam|na am|yes o|yeso|i dey think am|i dey think am o|e no far|e no far o|na so|na im',
  ].join('|'),
  // One- and two-letter yeses, read only when they are the whole answer (same sources as above).
  YES_SHORT: 'een|en|eh|e|i|ee|ehn',
  NO_LOCAL: [
    // Yoruba (AUTHOR): "rara" no, "rara o", "ko si". Hausa (AUTHOR): "a'a" no. Igbo (AUTHOR): "mba".
    'rara|rara o|ra ra|aa|a a|mba|mba o|no o|noo|i no dey think am|i no dey think am o|no be so|i dey okay|i dey fine',
  ].join('|'),
};
