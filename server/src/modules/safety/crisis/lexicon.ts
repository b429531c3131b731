// The crisis rules' lexicons in English, Nigerian English and Pidgin (the Yoruba, Hausa and Igbo
// entries, each with its source, are in lexicon.local.ts and join these by name). Entries are
// written naturally; normalize.ts reads them into the canonical spelling the text is read in.
import { lexicon } from './engine.js';
import { LOCAL_LEXICONS } from './lexicon.local.js';

const PEOPLE = [
  'gateman|gate man|security man|mai gadi|pikin|small pikin|person|little brother|little sister|baby brother|baby sister|small brother|small sister|kid brother|kid sister|little one|sons|daughters|broda|sista|friend|best friend|bestie|guy|babe|sister|brother|sis|bro|mum|mom|mother|mama|mummy|mommy|dad|daddy',
  'father|papa|wife|husband|boyfriend|girlfriend|bf|gf|baby|babies|son|daughter|child|children|kid|kids',
  'boss|manager|oga|madam|neighbour|neighbor|roommate|flatmate|roomie|classmate|coursemate|colleague',
  'cousin|uncle|aunt|aunty|auntie|landlord|landlady|pastor|teacher|lecturer|partner|fiance|fiancee',
  'stepfather|stepmother|stepdad|stepmom|in law|in-law|co wife|houseboy|housegirl|house help|maid',
  'driver|man|woman|boy|girl|ex|lover|sibling|siblings|parents|family|grandma|grandmother|grandpa',
  'nephew|niece|student|pupil|customer|tenant|co-worker|coworker|workmate|junior brother|senior brother',
  'junior sister|elder sister|elder brother|younger brother|younger sister|baby mama|baby daddy',
  'side chic|wives|husbands|brothers|sisters|friends|mate|newborn|new born|infant|toddler|stepbrother|stepsister|step brother|step sister|half brother|half sister|guardian|guardians|in laws|inlaws|mother in law|father in law|cowife|bully|bullies|classmates|stepson|stepdaughter|stepchild|step son|step daughter',
];
const DETERMINERS = [
  'my',
  'his',
  'her',
  'our',
  'their',
  'the',
  'that',
  'this',
  'dat',
  'dis',
  'mi',
  'ma',
  'one',
  'im',
  'e',
  'your',
  'a',
];
const withDeterminers = PEOPLE.flatMap((chunk) => chunk.split('|')).flatMap((p) => DETERMINERS.map((d) => `${d} ${p}`));

export const LEXICONS: Readonly<Record<string, readonly string[]>> = {
  // Who: the member, other people.
  I: ['i|im|ive|ill|id|i am|me i|myself i|mo|emi|ina|zan|na|a'],
  SELF: ['myself|my self|my own self|meself|my body|mysel|msef|myself sef|my sef|my slf|myslf|mysf|my sf'],
  SELF3: [
    'himself|imsef|himsef|hersef|emself|imself|herself|themselves|themself|hisself|imself|hisef|herself sef|him self|her self|theirselves',
  ],
  ME: ['me|mi|us|my family|my children|my kids|my baby'],
  MY_LIFE: [
    'my life|my own life|me life|this life|my miserable life|my existence|my journey|it all|everything',
    'all of it|am|it',
  ],
  LIFE3: ['his life|her life|their life|their lives|his own life|her own life|im life|e life'],
  THIRD: ['hell|shell|theyll|he|she|they|hes|shes|theyre|e|someone|somebody', ...PEOPLE, ...withDeterminers],
  TARGET: [
    'person|pesin|persin|some people|anybody|anyone|him|her|them|am|dem|everybody|everyone|people|somebody|someone|this man|this woman|that man',
    'that woman|that guy|that girl|that boy',
    ...withDeterminers,
  ],
  AGENT: [
    'he|she|they|hes|shes|theyre|someone|somebody|e|dem|some men|some guys|armed men|robbers|kidnappers',
    'bandits|cultists|unknown men|gunmen|people|them|theyd|theyll|hed|shed|they will|he will|she will|they would',
    ...PEOPLE,
    ...withDeterminers,
  ],
  NEG: [
    'doesnt|does not|dosent|not|never|dont|didnt|wont|wouldnt|no|nor|isnt|aint|arent|havent|no be|no go|shouldnt|rara|ko|kii|ba',
    'a a|mba|neither|nobody|without|wasnt|werent|hasnt|hadnt',
  ],
  // Intent and its tense.
  WANT: [
    'want|wants|wanted|wanna|wan|going|gonna|goin|gon|will|shall|go|ready|decided|decide|plan|plans|planning',
    'planned|thinking|thinking of|thinking about|think about|thought about|thought of|considering|tempted',
    'feel like|feeling like|felt like|urge|urges|try|tried|trying|attempt|attempted|attempting|might|must|need',
    'needed|wish|wishing|hope|hoping|intend|intending|finna|make i|let me|just|dey plan|dey think|wan just',
    'don ready|keep thinking|fantasize|fantasise|daydream|dream of|dreaming of|thoughts of|thoughts about',
    'ideas of|go just|about to|rather|prefer|better to|easier to|time to|would|would rather|should just',
    'choose to|chose to|mean to|meant to|dey wan|won|d want|don decide|am going|i am going',
  ],
  KILL: [
    'kill|kills|killing|killed|kil|kpai|kpeh|murder|murdered|murdering|unalive|unaliving|end|ending|ended',
    'waste',
  ],
  KILL_STRONG: [
    'kill|kills|killed|kil|kpai|kpeh|murder|murdered|murdering|stab|stabbed|stabbing|strangle|strangled',
    'strangling|choke|choked|choking|poison|poisoned|poisoning|shoot|shot|shooting|butcher|matchet',
    'machete|cutlass|behead|slaughter|smother|suffocate|drown|set fire to|acid bath|pour acid on',
    'waste|wound|use knife on|use cutlass on',
  ],
  HURT: [
    'push|pushing|smothering|suffocating|suffocate|drowning|hurt|hurting|harm|harming|beat|beating|beat up|attack|attacking|hit|hitting|slap|slapping|punch|punching',
    'kick|kicking|injure|injuring|strike|smash|smashing|bash|bashing|batter|battering|flog|flogging',
    'rough up|destroy|do something to|do something bad to|finish|strangle|strangling|choke|choking|smother',
    'shake|shaking|throw|throwing|drown|drowning|stab|stabbing|kill|killing|poison|poisoning|burn|burning',
  ],
  DIE: [
    'die|dies|died|dead|dying|dye|kpai|kpeh|perish|pass away|be gone|be no more|not exist|dont wake up|never see tomorrow',
    'left this world|left the world|leave this earth|japa from this life|japa from this world|japa from life|comot from this life|comot for this life|leave this life|meet my creator|go and meet my creator|go meet my creator|meet my ancestors|join my ancestors|stop existing|stop breathing|sleep forever|rest forever|not be here|not wake up',
    'never wake up|not to wake up|no wake up|go home to god|join my late|meet my maker|be with jesus',
    'leave this world|leave the world|comot for this world|comot this world|exit this world',
    'exit the world|leave earth|go to heaven',
  ],
  LIVE: [
    'live|living|be alive|stay alive|be here|exist|existing|wake up|go on|continue|carry on|keep going',
    'keep living|see tomorrow|see another day|dey live|dey alive|dey this world|be in this world|breathe',
    'survive|do this anymore|do this again|be on earth|see the morning|see morning|face tomorrow',
    'face another day|do life|do this life|be on this earth|stay on this earth|remain on earth|be on dis earth|dey this life|dey for this life|be in this life|stay in this life|remain in this world|dey dis world|dey dis life|continue this life|continue living|keep living|go on living',
  ],
  SUICIDE: [
    'sewerslide|sewer slide|suicid*|sucid*|suicd*|suisid*|suicied|sui cide|suside|suiside|suciide|suicde|self murder|self-murder',
    'kms|unalive*|self delete|self-delete|ctb|catch the bus|rope myself',
  ],
  HARM_SELF_V: [
    'cut|cuts|cutting|hurt|hurts|hurting|harm|harming|harmed|burn|burning|burned|burnt|injure|injuring',
    'injured|punish|punishing|scratch|scratching|scratched|starve|starving|starved|hit|hitting|beat',
    'beating|bang|banging|stab|stabbing|stabbed|slap|slapping|bite|biting|bruise|bruising|carve|carving',
    'scar|scarring|mutilate|poison|poisoning|wound|wounding|pierce|pinch|punch|punching|choke|choking',
    'strangle|hang|hanging|hanged|drown|drowning|shoot|stab|kill|killing|waste|destroy|destroying',
  ],
  CUTTING: [
    'cutting|self harm*|selfharm*|self-harm*|self injur*|selfinjur*|self-injur*|sh|self mutilat*|cutter',
    'burning myself',
  ],
  BODY: [
    'hand|hands|wrist|wrists|arm|arms|forearm|forearms|thigh|thighs|skin|vein|veins|leg|legs|stomach|belly|throat',
    'neck|body|flesh|hips|chest',
  ],
  BLADE: [
    'razor|razor blade|blade|blades|knife|shaving stick|broken glass|glass|lighter|cigarette|hot iron|pin',
    'needle|scissors|compass',
  ],
  // Means.
  POISON: [
    'oogun eku|oogun ekute|oogun kokoro|ogwu ahuhu|ogwu oke|maganin kyankyaso|maganin bera|maganin kwari|majele|guba|nsi|ogwu ahihia|sniper|snipper|snyper|otapiapia|ota piapia|rat poison|ratpoison|rat killer|poison|hypo|bleach|jik',
    'harpic|izal|dettol|kerosene|petrol|gammalin|gamalin|gammalin 20|insecticide|pesticide|herbicide',
    'weedkiller|weed killer|paraquat|gramoxone|dichlorvos|ddvp|acid|battery acid|caustic soda',
    'sniper bottle|snipe|shinkafar bera|rodenticide|ota pia pia|tiger rat poison|sniper 1000|raid',
    'snail killer|otapia|sipper|sniper drink',
  ],
  DRUGS: [
    'oogun oorun|oogun orun|ogwu ura|maganin bacci|oogun|oogun pupo|kwayoyi|ogwu|ọgwụ|pils|tramadol|tramol|trammy|tram|codeine|codine|cough syrup|rohypnol|valium|diazepam|lexotan',
    'sleeping pills|sleeping pill|sleeping tablets|sleeping tablet|sleeping tabs|sleep pills|pills|pill',
    'tablets|tablet|tabs|meds|medication|medicine|drugs|paracetamol|panadol|painkillers|pain killers',
    'antidepressants|insulin|rophynol|phensic|flagyl|chloroquine|pcm|cap|capsules|rohypnol|xanax|opioids',
    'heroin|sleeping drugs|sleeping medicine|my prescription|my meds|my pills|my tablets|my drugs',
  ],
  QUANTITY: [
    'pupo|da yawa|di ukwuu|all|all the|all my|all of|whole|entire|many|plenty|full|pack|packs|packet|packets|bottle|bottles',
    'strip|strips|sachet|sachets|handful|lots of|lot of|enough|every|everything|the rest of|overdose|od',
    'ten|twenty|thirty|fifty|hundred|dozen|too many|extra|double|much|heap|bunch|two packs|one pack',
    'carton',
  ],
  CONSUME: [
    'ra|ti ra|maa mu|sayo|sayi|na sayo|na sayi|zan sha|azutala m|azuta|anu|ga anu|boye|na boye|gather|ko jo|ezokotala m|tok|took|mu|sha|ya sha|ta sha|anuola|nuo|anuo|ṅụọla|loro|lo|drink|drinks|drank|drunk|drinking|take|takes|took|taking|taken|swallow|swallows|swallowed|swallowing',
    'buy|bought|buying|get|got|getting|mix|mixed|mixing|use|used|using|chop|chopped|eat|ate|pop|popped',
    'popping|od on|overdose on|overdosed on|hide|hid|hiding|keep|kept|saving|saved|stock|stocking|collect',
    'collected|collecting|gather|gathered|have|has|ingest|down|consume|sip|gulp|inject|injected',
  ],
  JUMP: [
    'jump|jumps|jumped|jumping|throw myself|throwing myself|threw myself|fling myself|leap|leaping|dive',
    'diving|drown myself|drowning myself|fall|falling|step|stepping|walk|walking|run|lie down|lay down',
    'lying|park|crash',
  ],
  PLACE: [
    'bridge|third mainland|third mainland bridge|3rd mainland|carter bridge|eko bridge|lekki bridge',
    'otedola bridge|niger bridge|lagoon|lagos lagoon|river|river niger|river benue|the sea|sea|ocean',
    'bar beach|atlantic|rooftop|roof|roof top|top floor|storey building|storey|balcony|building|high rise',
    'tall building|well|cliff|railway|rail track|train track|train|trailer|tanker|danfo|lorry|truck',
    'traffic|moving car|oncoming|highway|expressway|express|dam|water|pond|canal|gorge|hill|mountain|edge',
    'ledge|window|fifth floor|tenth floor|tracks|bus|keke|okada|brt|car|uncompleted building',
  ],
  HANG_MEANS: ['rope|noose|ceiling fan|fan|cable|wire|belt|scarf|wrapper|bedsheet|tree|rafter|beam|roof beam|chair'],
  PEST: [
    'beraye|bera|kyankyaso|kyankyasai|kyankyasowa|sauro|eku|ekute|aayan|ayan|kokoro|akpi|oke|ochicha|ahuhu|cockroach|cockroaches|roach|roaches|rat|rats|mice|mouse|rodent|rodents|mosquito|mosquitoes|mosquitos',
    'bedbug|bedbugs|bed bugs|insect|insects|pest|pests|weevil|weevils|ant|ants|termite|termites|lizard',
    'lizards|weeds|weed|grass|farm|crops|flies|fly|bugs|snake|snakes|garden|lice|toilet|stain|stains',
    'clothes|laundry|floor|sink|tiles|bathroom|whites|generator|stove|lamp|cooking|lantern',
  ],
  VOICE: [
    'dem|them|ohun kan|wata murya|murya|olu|voice|voices|something in my head|someone in my head|my head|the spirit|a spirit|spirits|demon',
    'demons|spirit|whisper|whispers|whispering|thoughts|the devil|devil|mind|something inside me',
    'something|ogbanje|marine spirit|they',
  ],
  COMMAND: [
    'so pe|n so pe|to n so pe|na asi m|na-asi m|asi m|shout|shouting|dey shout|calling|calling me|n so fun mi|so fun mi|tana ce min|yana ce min|na agwa m|na-agwa m|agwa m|tell|tells|telling|told|say|says|saying|said|command|commands|commanding|order|orders|ordering|ask',
    'asks|asking|urge|urging|push|pushing|keep telling|keeps telling|dey tell|dey push|dey ask',
    'insist|whisper',
  ],
  DANGER_V: [
    'hurts|harms|hurting|harming|kicked|slapped|punched|stabbed|choked|seized|nailed|hid|hide|breaking|burns|chain|chains|chained|chaining|push|pushed|pushes|kill|killed|hurt|harm|beat|beats|beating|beat me|hit|hits|hitting|slap|slaps|slapping|punch|punches',
    'kick|kicks|kicking|rape|raped|raping|rapes|stab|stabbed|choke|choked|choking|chokes|strangle',
    'strangled|strangling|attack|attacks|attacked|attacking|burn|burned|burnt|lock|locked|locks|kidnap|kidnapped',
    'kidnapping|touch|touches|touched|touching|abuse|abuses|abused|abusing|molest|molested|molesting',
    'assault|assaulted|drag|dragged|threaten|threatens|threatened|threatening|flog|flogs|flogged|batter',
    'battered|shoot|poison|poisoned|follow|following|followed|stalk|stalking|stalked|wound|injure|injured',
    'force|forced|forcing|tie|tied|trap|trapped|chase|chasing|chased|pursue|sell|sold|traffic|trafficked',
    'starve|starving|marry me off|disfigure|break my|broke my|smash|smashed|use cutlass on|use knife on',
    'pour acid on|finish|deal with|waste',
  ],
  WEAPON: [
    'machetes|cutlasses|guns|sticks|rods|bottles|axes|charms|knife|knives|gun|guns|pistol|cutlass|machete|matchet|axe|acid|broken bottle|bottle|iron rod|rod',
    'stick|plank|hammer|belt|wire|koboko|cane|dagger|weapon|weapons|charm|juju|poison|petrol',
  ],
  EMERGENCY: [
    'eje n san|jini yana zuba|obara na agba|obara na-agba|blood dey comot|blood dey commot|no wake|e no wake|ko ji mo|ba ya farkawa|naghi eteta|hasnt woken|not breathing|no dey breathe|stopped breathing|isnt breathing|cant breathe|not responding',
    'unresponsive|unconscious|passed out|collapsed|fainted|foaming|foam|bleeding|blood everywhere',
    'losing blood|convulsing|convulsion|seizure|turning blue|wont wake up|not waking up|no wake up',
    'no dey wake|not moving|no dey move|vomiting blood|lifeless|cold and|gasping|dying|overdosed',
    'lying on the road|lying on the floor|lying on the ground|lying in blood|lying motionless|lying lifeless|faint|fainting|faint for road|on the ledge|locked himself|dey drown|dey sink|dey bleed|dey convulse|dey foam|don faint|don collapse',
    'locked herself|on fire|drowning',
  ],
};

const split = (chunks: readonly string[]) => chunks.flatMap((chunk) => chunk.split('|'));
for (const [name, phrases] of Object.entries(LEXICONS)) {
  const local = LOCAL_LEXICONS[name];
  lexicon(name, [...split(phrases), ...(local ? local.split('|') : [])]);
}
for (const [name, phrases] of Object.entries(LOCAL_LEXICONS)) lexicon(name, phrases.split('|'));
